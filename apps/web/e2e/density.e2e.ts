import { describe, expect, it } from 'vitest';
import { serverUrl } from './support/server-url.ts';
import { signedInBrowser } from './support/session.ts';
import { eventually } from './support/console.ts';

const base = serverUrl();
const browser = signedInBrowser(base, 'ops', { loginFlag: 2 }, { width: 1440, height: 900 });

const rows = () => browser.page.locator('[data-testid=resource-table-host] .ant-table-row');

describe('list density (issue 9)', () => {
  it('fits at least 15 one-line host rows at 1440x900 in compact, and remembers it', async () => {
    const page = browser.page;
    await page.goto(`${base}/console/resource/pubCloud/host?pageSize=50`);
    await eventually(() => rows().count()).toBeGreaterThan(0);
    await page.getByTestId('density-toggle').click();
    await eventually(() => page.getByTestId('density-toggle').getAttribute('data-density')).toBe(
      'compact',
    );
    // One line per row (the rows re-render after the switch: wait for it; the median row, as a
    // host an earlier test left in a transition may show its state on two lines), and at least
    // 15 whole rows on the 900 px screen.
    const boxes = async () =>
      Promise.all((await rows().all()).slice(0, 20).map(async (r) => (await r.boundingBox())!));
    const medianHeight = async () => {
      const h = (await boxes()).map((b) => b.height).sort((a, b) => a - b);
      return h[Math.floor(h.length / 2)]!;
    };
    await eventually(medianHeight).toBeLessThanOrEqual(40);
    // The screen's room in one-line rows: rows other tests left mid-transition (two lines) must
    // not decide it, so it is the space below the first row over the median row's height.
    const room = async () => Math.floor((900 - (await boxes())[0]!.y) / (await medianHeight()));
    await eventually(room).toBeGreaterThanOrEqual(15);

    await page.reload();
    await eventually(() => rows().count()).toBeGreaterThan(0);
    expect(await page.getByTestId('density-toggle').getAttribute('data-density')).toBe('compact');
  });

  it('keeps the name column in view when the table scrolls sideways', async () => {
    const page = browser.page;
    const header = page.locator('[data-testid=resource-table-host] thead th');
    const name = header.filter({ hasText: 'Name / ID' }).first();
    expect(await name.getAttribute('class')).toMatch(/ant-table-cell-fix-(left|start)/);
    const body = page
      .locator(
        '[data-testid=resource-table-host] .ant-table-content, [data-testid=resource-table-host] .ant-table-body',
      )
      .first();
    await body.evaluate((el) => el.scrollBy({ left: 2000 }));
    const box = (await name.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x).toBeLessThan(400);
  });
});
