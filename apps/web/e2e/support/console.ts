import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO_PASSWORD = 'Demo@123456';

/** Signs in through the portal page, as a person would. */
export async function signIn(
  page: Page,
  baseUrl: string,
  username: string,
  loginFlag: 1 | 2 = 1,
): Promise<void> {
  await page.goto(`${baseUrl}/portal/login`);
  await page.getByTestId('login-form').waitFor();
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(DEMO_PASSWORD);
  // antd puts the test id on the hidden radio input; a person clicks its label.
  await page.getByTestId(`login-flag-${loginFlag}`).locator('xpath=ancestor::label').click();
  await page.getByTestId('sign-in').click();
}

export const sessionValue = (page: Page, key: string) =>
  page.evaluate((k) => sessionStorage.getItem(k), key);

/** The left menu's entries as shown (closed groups show their title only). */
export async function menuTexts(page: Page): Promise<string[]> {
  await page.getByTestId('left-menu').waitFor();
  // Let an opening submenu finish rendering its children.
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[data-testid=left-menu] .ant-motion-collapse, [data-testid=left-menu] .ant-menu-submenu-inline.ant-menu-submenu-open > .ant-menu-sub:empty',
      ),
  );
  await page.waitForTimeout(400);
  return page.locator('[data-testid=left-menu] .ant-menu-title-content').allInnerTexts();
}

export async function waitForPath(page: Page, path: string | RegExp): Promise<void> {
  await page.waitForURL(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
    // The e2e server is the embedded database doing its first start's work beside the pages.
    { timeout: 30_000 },
  );
}

/** Polls until the value matches, for up to 15 s (pages load lazily, data arrives later). */
export const eventually = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: 15_000, interval: 200 });

/**
 * Reloads the page until the locator shows (or the tries run out; the caller's assertion then
 * says what is missing): for lists that the job runner fills in the background.
 */
export async function reloadUntilShown(page: Page, what: Locator, tries = 10): Promise<void> {
  for (let i = 0; i < tries; i++) {
    const shown = await what
      .first()
      .waitFor({ timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return;
    await page.reload();
  }
}

/**
 * Waits until a dialog has finished opening: while antd zooms it in (`ant-zoom-appear*` on the
 * dialog), a click can reach the page under it, and a confirm's button then does nothing. The
 * browser tests ask for reduced motion (support/browser.ts), so this returns at once there; it
 * keeps a test right in a browser that animates.
 */
export async function opened(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await expect.poll(() => dialog.getAttribute('class')).not.toMatch(/ant-zoom/);
}

/** The tags and status badges in a table's cells that run past their cell, which cuts them. */
export function cutLabels(table: Locator): Promise<string[]> {
  return table.evaluate((list) =>
    [...list.querySelectorAll('td .ant-tag, td .ant-badge-status')]
      .filter((label) => {
        const cell = label.closest('td')!.getBoundingClientRect();
        return label.getBoundingClientRect().right > cell.right + 1;
      })
      .map((label) => label.textContent ?? ''),
  );
}
