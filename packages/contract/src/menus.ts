import {
  CHANNEL_ONLY_CODES,
  CHANNEL_MENU_CODES,
  RECHARGE_CODE,
  deriveAuthCodes,
  REVIEW_CODE_PREFIX,
  hasPermission,
  holdsByName,
  isChannel,
} from './permissions.ts';
import { CUSTOM_TYPE, LOGIN_FLAG, type LoginFlag } from './constants.ts';
import { CATALOGUE_CODE } from './orders/catalogue.ts';
import { RENEW_CHECK_PATH, RENEW_SETTLE_CODE } from './orders/renewals.ts';

/** Spec section 3: label (an i18n key), index (the route), code, isleaf, children, icons. */
export interface MenuItem {
  label: string;
  index: string;
  code: string;
  isleaf: boolean;
  children: MenuItem[];
  icons: string;
}

const leaf = (code: string, label: string, index: string, icons = ''): MenuItem => ({
  code,
  label,
  index,
  icons,
  isleaf: true,
  children: [],
});
const group = (code: string, label: string, icons: string, children: MenuItem[]): MenuItem => ({
  code,
  label,
  index: children[0]?.index ?? '',
  icons,
  isleaf: false,
  children,
});

const CC = '/userCenter/costCenter';
/** The catalogue editors' screen (docs/decisions.md, Catalogue management). */
export const CATALOGUE_PATH = '/addedService/catalogueManage';

export const OPERATOR_MENU: readonly MenuItem[] = [
  leaf('v1', 'menu.console', '/index', 'home'),
  group('v2', 'menu.addedService', 'appstore', [
    leaf('v2-1', 'menu.securityProducts', '/addedService/product'),
    leaf('v2-2', 'menu.bioGene', '/addedService/bioengineering'),
  ]),
  // Ours: the platform's catalogue editors keep the value-added products and their prices
  // (held by name, like the review codes: a customer's 'all' never shows it).
  leaf(CATALOGUE_CODE, 'menu.catalogueManage', CATALOGUE_PATH, 'shop'),
  // Ours: the platform's operators settle renewals their cloud could not confirm (by name too).
  leaf(RENEW_SETTLE_CODE, 'menu.renewCheck', RENEW_CHECK_PATH, 'audit'),
  group('v3', 'menu.costCenter', 'account-book', [
    leaf('v3-1', 'menu.billOverview', `${CC}/index`),
    leaf('v3-2', 'menu.consumeDetail', `${CC}/cosumeDetail`),
    leaf('v3-3', 'menu.returnManagement', `${CC}/returnManagement`),
    leaf('v3-4', 'menu.myOrder', '/addedService/myOrder'),
    leaf('v3-5', 'menu.shoppingCar', '/addedService/shoppingCar'),
    leaf('v3-6', 'menu.recharge', `${CC}/recharge`),
    leaf('v3-7', 'menu.rechargeRecord', `${CC}/rechargeRecord`),
    leaf('v3-8', 'menu.appropriate', `${CC}/appropriate`),
    leaf('v3-9', 'menu.appropriateRecord', `${CC}/appropriateRecord`),
    leaf('v3-10', 'menu.cloudTicket', `${CC}/cloudTicket`),
    leaf('v3-11', 'menu.askforInvoice', `${CC}/askforInvoice`),
    leaf('v3-12', 'menu.invoice', `${CC}/invoice`),
    leaf('v3-13', 'menu.refundOperation', `${CC}/refundOperateion`),
    leaf('v3-14', 'menu.refundRecords', `${CC}/refundManagemen`),
    leaf('v3-15', 'menu.cashWithdrawalRecord', `${CC}/cashWithdrawalRecord`),
    leaf('v3-16', 'menu.bankManagement', `${CC}/bankManagement`),
  ]),
  // Ours (the spec has no screen for the platform's reviewers): shown only to holders of the
  // reviewing codes by name, so the reviewers' screens have a place in the menu.
  group(REVIEW_CODE_PREFIX, 'menu.platformReview', 'audit', [
    leaf(REVIEW_CODE_PREFIX, 'menu.reviewQueue', `${CC}/review`),
    leaf(
      `${REVIEW_CODE_PREFIX}-5`,
      'menu.publicAccounts',
      '/userCenter/publicAccountManagement/index',
    ),
  ]),
  leaf('v5', 'menu.workOrder', '/userCenter/workOrderCenter/index', 'tool'),
  leaf('v6', 'menu.messages', '/userCenter/messageCenter/index', 'bell'),
  group('v7', 'menu.userManagement', 'team', [
    leaf('v7-1', 'menu.myAccount', '/userCenter/myAccount'),
    leaf('v7-2', 'menu.accountManage', '/userCenter/accountManage'),
    leaf('v7-3', 'menu.roleManage', '/userCenter/roleManage'),
  ]),
];

export const MAINTENANCE_MENU: readonly MenuItem[] = [
  leaf('v1', 'menu.overview', '/index', 'dashboard'),
  group('v8', 'menu.cloudResources', 'cloud-server', [
    group('v8-2', 'menu.publicCloud', '', [
      leaf('v8-2.1', 'menu.host', '/resource/pubCloud/host'),
      leaf('v8-2.2', 'menu.disk', '/resource/pubCloud/disk'),
      leaf('v8-2.3', 'menu.database', '/resource/pubCloud/database'),
      leaf('v8-2.4', 'menu.redis', '/resource/pubCloud/redis'),
      leaf('v8-2.7', 'menu.mongo', '/resource/pubCloud/mongo'),
      leaf('v8-2.5', 'menu.pubIp', '/resource/pubCloud/pubIp'),
      leaf('v8-2.6', 'menu.priNet', '/resource/pubCloud/priNet'),
    ]),
    group('v8-1', 'menu.tags', '', [
      leaf('v8-1.1', 'menu.tagList', '/resource/tabs/index'),
      leaf('v8-1.2', 'menu.tagBinding', '/resource/tabs/resource'),
    ]),
  ]),
  leaf('v9', 'menu.cloudAccount', '/cloudAccount/index', 'key'),
  group('v10', 'menu.monitoring', 'monitor', [
    leaf('v10-1', 'menu.cloudView', '/cloudView/businessView/index'),
    leaf('v10-2', 'menu.alarmManagement', '/cloudView/businessView/warningIndex'),
    leaf('v10-3', 'menu.alarmRules', '/cloudView/warningRule/index'),
  ]),
  group('v4', 'menu.costAnalysis', 'pie-chart', [
    leaf('v4-1', 'menu.costOverview', '/assetsView/businessView/assetsViewIndex'),
    leaf('v4-3', 'menu.expenseAnalysis', '/assetsView/businessView/costAnalysisIndex'),
    leaf('v4-2', 'menu.budget', '/assetsView/businessView/budgetIndex'),
    // The spec's route sits under resourceManage; Alibaba and Huawei list their real-time
    // bills in the expenses centre, so the menu does too (docs/decisions.md, Real-time bill).
    leaf('v4-4', 'menu.currentBill', '/resourceManage/cloudResource/tx/currentBill'),
  ]),
  leaf('v12', 'menu.enterpriseServices', '/service/index', 'customer-service'),
  group('v7', 'menu.userManagement', 'team', [
    leaf('v7-1', 'menu.myAccount', '/userCenter/myAccount'),
  ]),
];

export interface MenuUser {
  authCodes: string;
  customType: number;
}

/** Which codes the operator console drops or keeps for this user (spec section 6). */
function operatorCodeAllowed(user: MenuUser, code: string): boolean {
  if (code.startsWith(REVIEW_CODE_PREFIX) || code === CATALOGUE_CODE || code === RENEW_SETTLE_CODE)
    return holdsByName(user.authCodes, code);
  if (isChannel(user.authCodes)) return CHANNEL_MENU_CODES.includes(code);
  if (CHANNEL_ONLY_CODES.includes(code)) return false;
  if (code === RECHARGE_CODE && user.customType === CUSTOM_TYPE.contract) return false;
  return hasPermission(user.authCodes, code);
}

/**
 * The menu a user sees. `available` says whether the app has a screen for a route; items
 * without one are left out, and a group left with no children disappears with them.
 */
export function menuFor(
  loginFlag: LoginFlag,
  user: MenuUser,
  available: (index: string) => boolean = () => true,
): MenuItem[] {
  const tree = loginFlag === LOGIN_FLAG.maintenance ? MAINTENANCE_MENU : OPERATOR_MENU;
  const allowed = (code: string) =>
    loginFlag === LOGIN_FLAG.maintenance
      ? hasPermission(user.authCodes, code)
      : operatorCodeAllowed(user, code);
  const walk = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((item) => {
      if (!allowed(item.code)) return [];
      if (item.isleaf) return available(item.index) ? [item] : [];
      const children = walk(item.children);
      return children.length ? [{ ...item, index: children[0]!.index, children }] : [];
    });
  return walk(tree);
}

/**
 * The screens a set of permissions opens in a console, as its leaf menu items, limited to the
 * screens the app has: what a role really gives, never a promise of screens still to come.
 */
export function menuOpens(
  loginFlag: LoginFlag,
  permissions: readonly string[],
  available: (index: string) => boolean,
): MenuItem[] {
  const leaves = (items: MenuItem[]): MenuItem[] =>
    items.flatMap((i) => (i.isleaf ? [i] : leaves(i.children)));
  return leaves(
    menuFor(loginFlag, { authCodes: deriveAuthCodes([permissions]), customType: 1 }, available),
  );
}

/** Left-menu highlighting rules (spec section 2): a detail page lights its list's entry. */
const HIGHLIGHT_RULES: readonly [RegExp, string][] = [
  [/^\/addedService\/product(\/|$)/, '/addedService/product'],
  [/^\/addedService\/order\/detail\//, '/addedService/myOrder'],
  [/^\/reportformCenter\/(create|condition)/, '/reportformCenter/index'],
  [/^\/service\/detail/, '/service/index'],
  [/^\/userCenter\/costCenter\/cashWithdrawal$/, '/userCenter/costCenter/returnManagement'],
  // Ours, for screens reached from a page rather than the menu (docs/decisions.md):
  [/^\/userCenter\/agentManage$/, '/userCenter/costCenter/returnManagement'],
  // The real-time bill is a menu entry of its own (v4-4); the rest of resourceManage is not.
  [/^\/resourceManage\/(?!cloudResource\/tx\/currentBill$)/, '/cloudAccount/index'],
  // The support staff's service catalogue is opened from their work-order desk.
  [/^\/service\/manage$/, '/userCenter/workOrderCenter/index'],
  // The rule form (new or changed) belongs to the rules' list.
  [/^\/cloudView\/warningRule\/create$/, '/cloudView/warningRule/index'],
  // The warning centre belongs to alarm management (v10-2).
  [/^\/userCenter\/warningCenter\//, '/cloudView/businessView/warningIndex'],
];

export function highlightedMenuIndex(pathname: string): string {
  for (const [pattern, index] of HIGHLIGHT_RULES) if (pattern.test(pathname)) return index;
  return pathname;
}

/** The ancestors of the item at `index`, for opening the right submenus. */
export function menuAncestors(items: readonly MenuItem[], index: string): string[] {
  for (const item of items) {
    if (item.isleaf) continue;
    if (item.children.some((c) => c.isleaf && c.index === index)) return [item.code];
    const deeper = menuAncestors(item.children, index);
    if (deeper.length) return [item.code, ...deeper];
  }
  return [];
}

/** Screens outside the menu that only channel partners may open (their data is a partner's). */
export const CHANNEL_ONLY_PAGES: readonly string[] = [
  '/userCenter/agentManage',
  `${CC}/cashWithdrawal`,
];

/** Every code of the items and of what is under them, in menu order. */
export const menuCodes = (items: readonly MenuItem[]): string[] =>
  items.flatMap((i) => [i.code, ...menuCodes(i.children)]);

/** A whole section of a menu: the group with that code and every screen under it. */
export const sectionCodes = (items: readonly MenuItem[], code: string): string[] =>
  menuCodes(items.filter((i) => i.code === code));

const leafIndexes = (items: readonly MenuItem[]): string[] =>
  items.flatMap((i) => (i.isleaf ? [i.index] : leafIndexes(i.children)));

/**
 * Whether the menu rules let a user open the page at `index` in a console: true or false when
 * the console's menu has the page, undefined when it does not (the page decides for itself).
 */
export function menuAllows(
  loginFlag: LoginFlag,
  user: MenuUser,
  index: string,
): boolean | undefined {
  const tree = loginFlag === LOGIN_FLAG.maintenance ? MAINTENANCE_MENU : OPERATOR_MENU;
  if (!leafIndexes(tree).includes(index)) return undefined;
  return leafIndexes(menuFor(loginFlag, user)).includes(index);
}

/**
 * The rules for opening a screen by its address: off-menu screens of channel partners follow
 * the channel rule of their menu siblings (anyone else gets the no-permission page, not a call
 * the server must refuse); other screens follow the menu (undefined: not in this console's menu).
 */
export function addressAllows(
  loginFlag: LoginFlag,
  user: MenuUser,
  index: string,
): boolean | undefined {
  if (CHANNEL_ONLY_PAGES.includes(index))
    return loginFlag === LOGIN_FLAG.console && isChannel(user.authCodes);
  return menuAllows(loginFlag, user, index);
}
