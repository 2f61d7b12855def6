import { describe, expect, it } from 'vitest';
import { calls, NEWS_TITLE_MAX } from '@ecloud/contract';
import { call, ok, testApp, type TestApp } from '../../../test/harness.ts';
import { adminOfNewTenant, makeUser, signIn } from '../../../test/fixtures.ts';
import { platform } from '../billing/test/fixtures.ts';

const t = await testApp();
// Under the 30-minute idle limit, so the test's sessions outlive the wait.
const SOON = 20 * 60_000;

/** A draft as the tests write it; each test changes what it is about. */
const DRAFT = {
  type: 'announcement',
  titleEn: 'Hello',
  titleZh: '你好',
  bodyEn: '<p>Body</p>',
  bodyZh: '<p>正文</p>',
};

/** A platform editor, and a draft-writing helper acting as them. */
async function editor(t: TestApp) {
  const p = await platform(t);
  const write = async (over: Partial<Record<string, string>> = {}) =>
    (await ok(t, calls.newsCreate, { ...DRAFT, ...over }, { token: p.token })).id;
  const publish = (id: string, publishAt?: string) =>
    ok(t, calls.newsPublish, { id, publishAt }, { token: p.token });
  return { ...p, write, publish };
}

/** Readers see news from every platform tenant; each test reads only its own ids by keyword. */
const tag = () => `k${Math.random().toString(36).slice(2, 10)}`;

describe('news centre', () => {
  it('shows published news only, scheduled items from their time, pinned first', async () => {
    const ed = await editor(t);
    const k = tag();
    const draft = await ed.write({ titleEn: `${k} draft` });
    const old = await ed.write({ titleEn: `${k} old` });
    await ed.publish(old);
    t.clock.advance(60_000);
    const fresh = await ed.write({ titleEn: `${k} fresh`, type: 'product' });
    await ed.publish(fresh);
    const later = await ed.write({ titleEn: `${k} later` });
    const soon = new Date(t.clock.now().getTime() + SOON).toISOString();
    expect((await ed.publish(later, soon)).status).toBe('scheduled');
    const reader = await adminOfNewTenant(t);
    const titles = async () =>
      (await ok(t, calls.newsList, { keyword: k }, { token: reader.token })).list.map(
        (n) => n.title,
      );
    expect(await titles()).toEqual([`${k} fresh`, `${k} old`]);
    expect((await call(t, calls.newsDetail, { id: later }, { token: reader.token })).code).toBe(
      404,
    );
    expect((await call(t, calls.newsDetail, { id: draft }, { token: reader.token })).code).toBe(
      404,
    );

    await ok(t, calls.newsPin, { id: old, pinned: true }, { token: ed.token });
    expect(await titles()).toEqual([`${k} old`, `${k} fresh`]);
    t.clock.advance(SOON + 1000);
    expect(await titles()).toEqual([`${k} old`, `${k} later`, `${k} fresh`]);

    await ok(t, calls.newsUnpublish, { id: old }, { token: ed.token });
    expect(await titles()).toEqual([`${k} later`, `${k} fresh`]);
    const byType = await ok(t, calls.newsList, { keyword: k, type: 'product' }, reader);
    expect(byType.list.map((n) => n.id)).toEqual([fresh]);
    const manage = await ok(t, calls.newsManageList, { keyword: k }, { token: ed.token });
    expect(manage.list.map((n) => n.status).sort()).toEqual([
      'draft',
      'draft',
      'published',
      'published',
    ]);
  });

  it('searches both languages and pages', async () => {
    const ed = await editor(t);
    const k = tag();
    for (let i = 0; i < 7; i++) {
      await ed.publish(
        await ed.write({
          titleEn: `${k} item ${i}`,
          titleZh: `${k} 条目 ${i}`,
          bodyZh: `<p>维护${i}</p>`,
        }),
      );
      t.clock.advance(1000);
    }
    const reader = await adminOfNewTenant(t);
    const p2 = await ok(t, calls.newsList, { keyword: k, page: 2, pageSize: 3 }, reader);
    expect(p2.total).toBe(7);
    expect(p2.list.map((n) => n.title)).toEqual([`${k} item 3`, `${k} item 2`, `${k} item 1`]);
    const zh = await ok(t, calls.newsList, { keyword: '维护4' }, { ...reader, lang: 'zh-CN' });
    expect(zh.list.map((n) => n.title)).toContain(`${k} 条目 4`);
    const en = await ok(t, calls.newsDetail, { id: p2.list[0]!.id }, reader);
    expect(en.body).toBe('<p>Body</p>');
  });

  it('keeps read state per person: opening marks it read for the reader alone', async () => {
    const ed = await editor(t);
    const k = tag();
    const id = await ed.write({ titleEn: k });
    await ed.publish(id);
    const a = await adminOfNewTenant(t);
    const colleague = await makeUser(t, a.tenant.id, { role: 'viewer', accountType: 1 });
    const colleagueToken = await signIn(t, colleague.username);
    const other = await adminOfNewTenant(t);
    const readOf = async (token: string) =>
      (await ok(t, calls.newsList, { keyword: k }, { token })).list[0]!.read;
    expect(await readOf(a.token)).toBe(false);
    expect((await ok(t, calls.newsDetail, { id }, { token: a.token })).read).toBe(true);
    await ok(t, calls.newsDetail, { id }, { token: a.token });
    expect(await readOf(a.token)).toBe(true);
    expect(await readOf(colleagueToken)).toBe(false);
    expect(await readOf(other.token)).toBe(false);
  });

  it('sanitises HTML on write: no script, handler, javascript: URL or style comes back', async () => {
    const ed = await editor(t);
    const dirty = [
      '<h2>Title</h2><script>alert(1)</script>',
      '<p onclick="alert(2)" style="position:fixed;top:0">text</p>',
      '<img src="x" onerror="alert(3)"><img src="https://cdn.example.com/a.png" onerror="alert(4)" alt="a">',
      '<a href="javascript:alert(5)">bad</a> <a href="JaVaScRiPt:alert(6)">bad2</a>',
      '<a href="https://example.com" onmouseover="alert(7)">good</a>',
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>',
      '<svg><script>alert(8)</script></svg><img src="data:image/png;base64,AAAA">',
      '<img src="http://plain.example.com/b.png">',
      '<ul><li>one</li></ul><ol><li>two</li></ol>',
    ].join('');
    const id = await ed.write({ bodyEn: dirty, bodyZh: dirty });
    const item = await ok(t, calls.newsItem, { id }, { token: ed.token });
    for (const body of [item.bodyEn, item.bodyZh]) {
      expect(body).not.toMatch(/<script|alert|onerror|onclick|onmouseover|javascript:/i);
      expect(body).not.toMatch(/style|<iframe|<svg|data:|display:none|plain\.example/i);
      expect(body).toContain('<h2>Title</h2>');
      expect(body).toContain('<img src="https://cdn.example.com/a.png" alt="a" />');
      expect(body).toContain(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>',
      );
      expect(body).toContain('<ul><li>one</li></ul><ol><li>two</li></ol>');
    }
    await ed.publish(id);
    const reader = await adminOfNewTenant(t);
    const read = await ok(t, calls.newsDetail, { id }, { token: reader.token, lang: 'zh-CN' });
    expect(read.body).toBe(item.bodyZh);
    // Nothing left once the unsafe parts are gone: refused, naming the field, nothing stored.
    const before = (await ok(t, calls.newsManageList, {}, { token: ed.token })).total;
    const r = await call(
      t,
      calls.newsCreate,
      { ...DRAFT, bodyZh: '<script>x</script>' },
      { token: ed.token },
    );
    expect(r.code).toBe(400);
    expect(r.message).toMatch(/bodyZh/);
    expect((await ok(t, calls.newsManageList, {}, { token: ed.token })).total).toBe(before);
  });

  it('lets only the platform’s editors write: a customer’s administrator cannot', async () => {
    const ed = await editor(t);
    const id = await ed.write();
    const customer = await adminOfNewTenant(t);
    const body = DRAFT;
    expect((await call(t, calls.newsCreate, body, customer)).code).toBe(403);
    expect((await call(t, calls.newsPublish, { id }, customer)).code).toBe(403);
    expect((await call(t, calls.newsDelete, { ids: [id] }, customer)).code).toBe(403);
    // The code held by name but outside a platform tenant is not enough.
    const outsider = await adminOfNewTenant(t, { role: 'auditor' });
    expect((await call(t, calls.newsCreate, body, outsider)).code).toBe(403);
    expect((await ok(t, calls.newsItem, { id }, { token: ed.token })).status).toBe('draft');
    // Another platform tenant's editor finds no such item.
    const other = await editor(t);
    expect((await call(t, calls.newsPublish, { id }, { token: other.token })).code).toBe(404);
    expect((await call(t, calls.newsDelete, { ids: [id] }, { token: other.token })).code).toBe(404);
    expect(await ok(t, calls.newsDelete, { ids: [id] }, { token: ed.token })).toEqual({
      affected: 1,
    });
    expect((await call(t, calls.newsItem, { id }, { token: ed.token })).code).toBe(404);
  });

  it('refuses bad input naming the field, changing nothing', async () => {
    const ed = await editor(t);
    const id = await ed.write();
    const good = DRAFT;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...good, type: 'gossip' }, /type:/],
      [{ ...good, titleEn: 'x'.repeat(NEWS_TITLE_MAX + 1) }, /titleEn:/],
      [{ ...good, titleZh: '  ' }, /titleZh:/],
    ];
    for (const [input, message] of cases) {
      const r = await call(t, calls.newsCreate, input, { token: ed.token });
      expect(r.code).toBe(400);
      expect(r.message).toMatch(message);
      const u = await call(t, calls.newsUpdate, { ...input, id }, { token: ed.token });
      expect(u.message).toMatch(message);
    }
    for (const publishAt of ['tomorrow', '2026-13-45T00:00:00Z', 42]) {
      const r = await call(t, calls.newsPublish, { id, publishAt }, { token: ed.token });
      expect(r.code).toBe(400);
      expect(r.message).toMatch(/publishAt:/);
    }
    const reader = await adminOfNewTenant(t);
    expect((await call(t, calls.newsList, { type: 'gossip' }, reader)).message).toMatch(/type:/);
    const item = await ok(t, calls.newsItem, { id }, { token: ed.token });
    expect(item).toMatchObject({ status: 'draft', type: 'announcement', titleEn: 'Hello' });
    expect((await ok(t, calls.newsManageList, {}, { token: ed.token })).total).toBe(1);
  });
});
