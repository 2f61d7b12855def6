import { describe, expect, it } from 'vitest';
import {
  highlightedMenuIndex,
  menuAncestors,
  menuCodes,
  menuFor,
  sectionCodes,
  OPERATOR_MENU,
  MAINTENANCE_MENU,
} from './menus.ts';
import type { LoginFlag } from './constants.ts';

const codes = menuCodes;

describe('operator menu filtering (spec section 6)', () => {
  it('shows a channel user only v1, v3, v3-3, v3-15, v3-16, v5, v6, v7, v7-1', () => {
    expect(codes(menuFor(1, { authCodes: 'channel,', customType: 1 })).sort()).toEqual(
      ['v1', 'v3', 'v3-3', 'v3-15', 'v3-16', 'v5', 'v6', 'v7', 'v7-1'].sort(),
    );
  });

  it('drops v3-3 and v3-15 for operators without the channel code', () => {
    const seen = codes(menuFor(1, { authCodes: 'all', customType: 1 }));
    expect(seen).not.toContain('v3-3');
    expect(seen).not.toContain('v3-15');
    expect(seen).toContain('v3-6');
    expect(seen).toContain('v3-16');
  });

  it('also drops v3-6 (recharge) for customType 4', () => {
    const seen = codes(menuFor(1, { authCodes: 'all', customType: 4 }));
    expect(seen).not.toContain('v3-6');
    expect(seen).toContain('v3-7');
  });

  it('keeps only the codes a sub-user holds, and groups with something left in them', () => {
    const finance = 'v1,v3,v3-1,v3-2,v3-4,v3-5,v3-6,v3-7,v6,v7,v7-1,';
    expect(codes(menuFor(1, { authCodes: finance, customType: 1 }))).toEqual([
      'v1',
      'v3',
      'v3-1',
      'v3-2',
      'v3-4',
      'v3-5',
      'v3-6',
      'v3-7',
      'v6',
      'v7',
      'v7-1',
    ]);
  });

  it('leaves out screens the app does not have, and empty groups with them', () => {
    const built = new Set(['/index', '/userCenter/myAccount']);
    const menu = menuFor(1, { authCodes: 'all', customType: 1 }, (i) => built.has(i));
    expect(codes(menu)).toEqual(['v1', 'v7', 'v7-1']);
    expect(menu[1]!.index).toBe('/userCenter/myAccount');
  });

  it('gives every item the menu-item shape of spec section 3', () => {
    for (const item of [...OPERATOR_MENU, ...MAINTENANCE_MENU]) {
      expect(Object.keys(item).sort()).toEqual(
        ['children', 'code', 'icons', 'index', 'isleaf', 'label'].sort(),
      );
      expect(item.isleaf).toBe(item.children.length === 0);
    }
  });
});

describe('maintenance menu', () => {
  it('lists a section as its group and every screen under it, in menu order', () => {
    expect(sectionCodes(MAINTENANCE_MENU, 'v4')).toEqual(['v4', 'v4-1', 'v4-3', 'v4-2', 'v4-4']);
    expect(sectionCodes(MAINTENANCE_MENU, 'nope')).toEqual([]);
  });

  it('has the codes of spec section 2', () => {
    expect(codes(menuFor(2, { authCodes: 'all', customType: 1 }))).toEqual([
      'v1',
      'v8',
      'v8-2',
      'v8-2.1',
      'v8-2.2',
      'v8-2.3',
      'v8-2.4',
      'v8-2.7',
      'v8-2.5',
      'v8-2.6',
      'v8-1',
      'v8-1.1',
      'v8-1.2',
      'v9',
      'v10',
      'v10-1',
      'v10-2',
      'v10-3',
      'v4',
      'v4-1',
      'v4-3',
      'v4-2',
      'v4-4',
      'v12',
      'v7',
      'v7-1',
    ]);
  });

  it('does not apply the operator channel rules', () => {
    expect(codes(menuFor(2, { authCodes: 'all', customType: 4 }))).toContain('v9');
  });
});

describe('left-menu highlighting (spec section 2)', () => {
  it.each([
    [
      'the product list on product pages',
      '/addedService/product/calculator/waf',
      '/addedService/product',
    ],
    ['report home on report create', '/reportformCenter/create', '/reportformCenter/index'],
    ['the service index on service detail', '/service/detail', '/service/index'],
    [
      'the work-order desk on the service catalogue',
      '/service/manage',
      '/userCenter/workOrderCenter/index',
    ],
    [
      'return management on cash withdrawal',
      '/userCenter/costCenter/cashWithdrawal',
      '/userCenter/costCenter/returnManagement',
    ],
    ['a page itself otherwise', '/userCenter/myAccount', '/userCenter/myAccount'],
    [
      'cloud accounts on the upload-key page',
      '/resourceManage/cloudResource/tx/uploadkey',
      '/cloudAccount/index',
    ],
    [
      'the real-time bill itself (menu v4-4)',
      '/resourceManage/cloudResource/tx/currentBill',
      '/resourceManage/cloudResource/tx/currentBill',
    ],
  ])('lights %s', (_, page, lit) => {
    expect(highlightedMenuIndex(page)).toBe(lit);
  });
  it('finds the groups to open for a page', () => {
    expect(menuAncestors(MAINTENANCE_MENU, '/resource/pubCloud/disk')).toEqual(['v8', 'v8-2']);
    expect(menuAncestors(OPERATOR_MENU, '/index')).toEqual([]);
  });
});

describe('opening pages by address', () => {
  it('follows the menu rules for pages in the console’s menu', async () => {
    const { menuAllows } = await import('./menus.ts');
    // menu, the user's codes and customer type, the page; undefined: not a page of that menu.
    const cases: [LoginFlag, string, number, string, boolean | undefined][] = [
      [1, 'all', 4, '/userCenter/costCenter/recharge', false],
      [1, 'all', 1, '/userCenter/costCenter/recharge', true],
      [1, 'channel,', 1, '/userCenter/accountManage', false],
      [1, 'all', 1, '/userCenter/costCenter/returnManagement', false],
      [2, 'all', 1, '/userCenter/accountManage', undefined],
      [1, 'all', 1, '/userCenter/agentManage', undefined],
    ];
    for (const [menu, authCodes, customType, page, allowed] of cases) {
      expect(menuAllows(menu, { authCodes, customType }, page), page).toBe(allowed);
    }
  });
});

describe('every reachable screen has a place in the menu (issue 9)', () => {
  const auditor = 'v1,v6,v7,v7-1,audit,audit-1,audit-2,audit-3,audit-4,audit-5,';
  it('shows the reviewers their review queue and receiving accounts, held by name only', () => {
    const seen = codes(menuFor(1, { authCodes: auditor, customType: 1 }));
    expect(seen).toEqual(expect.arrayContaining(['audit', 'audit-5']));
    const admin = codes(menuFor(1, { authCodes: 'all', customType: 1 }));
    expect(admin.filter((c) => c.startsWith('audit'))).toEqual([]);
    const channel = codes(menuFor(1, { authCodes: 'channel,', customType: 1 }));
    expect(channel.filter((c) => c.startsWith('audit'))).toEqual([]);
  });
  it('lights the review entry on the review screen and keeps it shut for administrators', async () => {
    const { menuAllows } = await import('./menus.ts');
    expect(highlightedMenuIndex('/userCenter/costCenter/review')).toBe(
      '/userCenter/costCenter/review',
    );
    expect(menuAncestors(OPERATOR_MENU, '/userCenter/costCenter/review')).toEqual(['audit']);
    expect(
      menuAllows(1, { authCodes: 'all', customType: 1 }, '/userCenter/costCenter/review'),
    ).toBe(false);
    expect(
      menuAllows(1, { authCodes: auditor, customType: 1 }, '/userCenter/costCenter/review'),
    ).toBe(true);
  });
  it('shows the catalogue editors their screen, held by name only (never through all)', async () => {
    const { menuAllows, CATALOGUE_PATH } = await import('./menus.ts');
    const support = 'v1,v5,v6,v7,v7-1,support,catalogue,';
    expect(codes(menuFor(1, { authCodes: support, customType: 1 }))).toContain('catalogue');
    for (const authCodes of ['all', 'channel,', 'v1,v2,v2-1,'])
      expect(codes(menuFor(1, { authCodes, customType: 1 }))).not.toContain('catalogue');
    expect(menuAllows(1, { authCodes: 'all', customType: 1 }, CATALOGUE_PATH)).toBe(false);
    expect(menuAllows(1, { authCodes: support, customType: 1 }, CATALOGUE_PATH)).toBe(true);
    expect(highlightedMenuIndex(CATALOGUE_PATH)).toBe(CATALOGUE_PATH);
  });
  it('shows the renewal settlers their screen, held by name only (never through all)', async () => {
    const { menuAllows } = await import('./menus.ts');
    const { RENEW_CHECK_PATH } = await import('./orders/renewals.ts');
    const support = 'v1,v5,v6,v7,v7-1,support,catalogue,renew-settle,';
    expect(codes(menuFor(1, { authCodes: support, customType: 1 }))).toContain('renew-settle');
    for (const authCodes of ['all', 'channel,', 'v1,v3,v3-4,'])
      expect(codes(menuFor(1, { authCodes, customType: 1 }))).not.toContain('renew-settle');
    expect(menuAllows(1, { authCodes: 'all', customType: 1 }, RENEW_CHECK_PATH)).toBe(false);
    expect(menuAllows(1, { authCodes: support, customType: 1 }, RENEW_CHECK_PATH)).toBe(true);
  });
  it('lights cloud accounts on key pairs, quota requests and one provider’s resources', () => {
    for (const page of [
      '/resourceManage/cloudResource/tx/uploadkey',
      '/resourceManage/quotaApply',
      '/resourceManage/cloudResource/ali',
    ])
      expect(highlightedMenuIndex(page)).toBe('/cloudAccount/index');
  });
  it('lights return management on a partner’s customers', () => {
    expect(highlightedMenuIndex('/userCenter/agentManage')).toBe(
      '/userCenter/costCenter/returnManagement',
    );
  });
  it('lights alarm management (v10-2) on every warning-centre screen', () => {
    for (const page of [
      '/userCenter/warningCenter/index',
      '/userCenter/warningCenter/warning/budget',
      '/userCenter/warningCenter/warningMessage',
      '/userCenter/warningCenter/contacts',
    ])
      expect(highlightedMenuIndex(page)).toBe('/cloudView/businessView/warningIndex');
  });
});

describe('what a role opens (issue 9)', () => {
  it('lists only granted screens that exist, never screens still to come', async () => {
    const { menuOpens } = await import('./menus.ts');
    const built = new Set(['/index', '/userCenter/costCenter/index', '/userCenter/myAccount']);
    const finance = ['v1', 'v3', 'v3-1', 'v3-2', 'v3-4', 'v3-5', 'v6', 'v7', 'v7-1'];
    expect(menuOpens(1, finance, (i) => built.has(i)).map((i) => i.index)).toEqual([
      '/index',
      '/userCenter/costCenter/index',
      '/userCenter/myAccount',
    ]);
    expect(menuOpens(2, ['v10', 'v10-1'], (i) => built.has(i))).toEqual([]);
  });
});

describe('channel-only screens opened by address (issue 9)', () => {
  it('open for channel partners only, like their menu siblings', async () => {
    const { addressAllows } = await import('./menus.ts');
    for (const page of ['/userCenter/agentManage', '/userCenter/costCenter/cashWithdrawal']) {
      expect(addressAllows(1, { authCodes: 'all', customType: 1 }, page)).toBe(false);
      expect(addressAllows(1, { authCodes: 'channel,', customType: 1 }, page)).toBe(true);
      expect(addressAllows(2, { authCodes: 'channel,', customType: 1 }, page)).toBe(false);
    }
    expect(addressAllows(1, { authCodes: 'all', customType: 1 }, '/userCenter/accountManage')).toBe(
      true,
    );
  });
});
