import * as portal from '../locales/zh-CN/portal.ts';
import { mergeCatalogue } from './merge-catalogue.ts';

// The portal's pages' zh-CN strings alone (a few hundred bytes): the sign-in page loads these,
// not the whole catalogue; lib/i18n.ts adds the rest when the console opens.
export const catalogue: Record<string, unknown> = mergeCatalogue(Object.values(portal));
