import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serverUrl } from './support/server-url.ts';
import { fileBrowser, openTab } from './support/session.ts';

const base = serverUrl();
// The other browser files run as a person who asked for reduced motion (support/browser.ts);
// these tabs ask for motion and for none, in browsers of their own.
const moving = fileBrowser({ reducedMotion: 'no-preference' });
const still = fileBrowser({ reducedMotion: 'reduce' });

/** Opens the new-user dialog and answers the CSS animations that ran while it opened. */
async function animationsWhileOpening(page: Page): Promise<string[]> {
  await page.goto(`${base}/console/userCenter/accountManage`);
  await page.getByTestId('create-user').waitFor();
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { seen: Set<string> }).seen = seen;
    document.addEventListener('animationstart', (e) => seen.add(e.animationName), true);
  });
  await page.getByTestId('create-user').click();
  await page.getByTestId('user-form').waitFor();
  await page.waitForTimeout(800);
  return page.evaluate(() => [...(window as unknown as { seen: Set<string> }).seen]);
}

describe('motion follows the system setting', () => {
  it('zooms a dialog in for a person who did not ask for less motion', async () => {
    const page = await openTab(moving, base, 'admin');
    expect(await animationsWhileOpening(page)).toEqual(
      expect.arrayContaining([expect.stringMatching(/zoom/i)]),
    );
  });

  it('opens it without a zoom for a person who asked for reduced motion', async () => {
    const page = await openTab(still, base, 'admin');
    expect(await animationsWhileOpening(page)).toEqual([]);
  });
});
