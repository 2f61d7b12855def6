import { describe, expect, it } from 'vitest';
import { PAGES, pageAllowed } from './pages.ts';

const page = (path: string) => PAGES.find((p) => p.path === path)!;
const admin = { authCodes: 'all', customType: 1 };
const finance = { authCodes: 'v1,v3,v3-1,v3-2,v3-4,v3-5,v3-6,v3-7,v6,v7,v7-1,', customType: 1 };

describe('opening a page by its address', () => {
  it('lets everyone open home and their own account', () => {
    expect(
      pageAllowed(
        page('/userCenter/myAccount'),
        1,
        { authCodes: '', customType: 1 },
        '/userCenter/myAccount',
      ),
    ).toBe(true);
    expect(pageAllowed(page('/index'), 2, { authCodes: '', customType: 1 }, '/index')).toBe(true);
  });

  it('follows the menu rules otherwise', () => {
    expect(
      pageAllowed(page('/userCenter/accountManage'), 1, admin, '/userCenter/accountManage'),
    ).toBe(true);
    expect(
      pageAllowed(page('/userCenter/accountManage'), 1, finance, '/userCenter/accountManage'),
    ).toBe(false);
    expect(
      pageAllowed(
        page('/userCenter/messageCenter/index'),
        1,
        finance,
        '/userCenter/messageCenter/index',
      ),
    ).toBe(true);
  });

  it('keeps the other console’s pages closed', () => {
    expect(
      pageAllowed(page('/userCenter/accountManage'), 2, admin, '/userCenter/accountManage'),
    ).toBe(false);
    expect(
      pageAllowed(
        page('/userCenter/messageCenter/index'),
        2,
        admin,
        '/userCenter/messageCenter/index',
      ),
    ).toBe(false);
  });
});

describe('the page registry', () => {
  it('collects every feature’s routes.ts, each path once', () => {
    const paths = PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ['/index', '/userCenter/accountManage', '/cloudAccount/index'])
      expect(paths).toContain(path);
    expect(paths).toContain('/resource/pubCloud/host');
    expect(paths).toContain('/userCenter/costCenter/review');
    expect(paths.length).toBeGreaterThanOrEqual(36);
  });
});
