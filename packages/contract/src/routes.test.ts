import { describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES, guardRedirect, isNoLeft, matchRoute } from './routes.ts';

describe('navigation guard for loginFlag 2 (spec section 2)', () => {
  it('lets a maintenance user without cloud options open only the account, home and my-account pages', () => {
    expect(guardRedirect(2, '/cloudAccount/index', 0)).toBeNull();
    expect(guardRedirect(2, '/index', 0)).toBeNull();
    expect(guardRedirect(2, '/userCenter/myAccount', 0)).toBeNull();
    expect(guardRedirect(2, '/resource/pubCloud/host', 0)).toBe('/cloudAccount/index');
    expect(guardRedirect(2, '/userCenter/messageCenter/index', 0)).toBe('/cloudAccount/index');
  });

  it('opens everything once a usable cloud option is stored', () => {
    expect(guardRedirect(2, '/resource/pubCloud/host', 1)).toBeNull();
  });

  it('never holds back the operator console', () => {
    expect(guardRedirect(1, '/userCenter/costCenter/index', 0)).toBeNull();
  });
});

describe('route table', () => {
  it('marks the business-view editors noLeft', () => {
    expect(isNoLeft('/businessView/addView/1/ALI/2')).toBe(true);
    expect(isNoLeft('/businessView/addGroup/3/1')).toBe(true);
    expect(isNoLeft('/index')).toBe(false);
  });

  it('matches params and nothing more', () => {
    expect(matchRoute('/newsCenter/newsDetail/:id', '/newsCenter/newsDetail/42')).toBe(true);
    expect(matchRoute('/newsCenter/newsDetail/:id', '/newsCenter/newsDetail')).toBe(false);
  });

  it('lists every costCenter child of spec section 2', () => {
    const cc = CONSOLE_ROUTES.filter((r) => r.path.startsWith('/userCenter/costCenter/')).length;
    expect(cc).toBe(15);
  });
});
