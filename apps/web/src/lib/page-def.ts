import type { ComponentType } from 'react';

/** One screen of the console, declared by its feature in `features/<domain>/routes.ts`. */
export interface PageDef {
  /** A route of the contract's route table (spec section 2), without the /console base. */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * Who may open it. By default the console's menu rules decide (a page that is not in the
   * console's menu is closed); 'everyone' for pages every signed-in user has (home, their own
   * account); a code for pages outside the menu (checked against the user's effective grants).
   */
  access?: 'everyone' | { code: string };
  /** What the no-permission page says instead of the general words (an i18n key). */
  forbidden?: string;
}
