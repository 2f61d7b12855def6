import {
  effectiveAuthCodes,
  hasPermission,
  matchRoute,
  addressAllows,
  type LoginFlag,
  type UserInfo,
} from '@ecloud/contract';
import type { PageDef } from '../lib/page-def.ts';

export type { PageDef };

/**
 * Every feature declares its screens in its own `routes.ts`; collecting them here means adding
 * a feature edits no shared file. Eager: the list is small, and the pages themselves stay lazy.
 */
const modules = import.meta.glob<{ pages: readonly PageDef[] }>('../features/*/routes.ts', {
  eager: true,
});

/** The screens the app has. The menus show an entry only when its screen is here. */
export const PAGES: readonly PageDef[] = Object.keys(modules)
  .sort()
  .flatMap((file) => modules[file]!.pages);

export const hasPage = (index: string): boolean => PAGES.some((p) => matchRoute(p.path, index));

/** Whether the user may open a page of this console by its address (not just from the menu). */
export function pageAllowed(
  page: PageDef,
  loginFlag: LoginFlag,
  user: Pick<UserInfo, 'authCodes' | 'customType'>,
  path: string,
): boolean {
  if (page.access === 'everyone') return true;
  const byMenu = addressAllows(loginFlag, user, path);
  if (byMenu !== undefined) return byMenu;
  return page.access ? hasPermission(effectiveAuthCodes(user.authCodes), page.access.code) : false;
}
