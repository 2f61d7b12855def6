import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser } from './browser.ts';
import { signIn, waitForPath } from './console.ts';

export type Browser = Awaited<ReturnType<typeof openBrowser>>;

/** Signs a demo person in on `page` with the console in `lang`, and waits for the home page. */
export async function consoleAs(
  page: Page,
  baseUrl: string,
  username: string,
  { loginFlag = 1, lang = 'en-US' }: { loginFlag?: 1 | 2; lang?: 'en-US' | 'zh-CN' } = {},
): Promise<Page> {
  await page.goto(`${baseUrl}/portal/login`);
  await page.evaluate((l) => localStorage.setItem('ecloud.lang', l), lang);
  await signIn(page, baseUrl, username, loginFlag);
  await waitForPath(page, '/console/index');
  return page;
}

/**
 * The file's one browser: opened (then `setup` run on it) before the file's tests, closed after
 * them. The handle reads through to the open browser, so tests use `browser.page` as is.
 */
export function fileBrowser(
  opts: Parameters<typeof openBrowser>[0] = {},
  setup?: (browser: Browser) => Promise<void>,
): Browser {
  let open: Browser | undefined;
  beforeAll(async () => {
    open = await openBrowser(opts);
    await setup?.(open);
  });
  afterAll(async () => {
    await open?.close();
  });
  return {
    get page() {
      return open!.page;
    },
    get context() {
      return open!.context;
    },
    close: () => open!.close(),
  };
}

/** The file's browser, signed in as one demo person on its home page before the tests. */
export const signedInBrowser = (
  baseUrl: string,
  username: string,
  how: Parameters<typeof consoleAs>[3] = {},
  opts: Parameters<typeof openBrowser>[0] = {},
): Browser =>
  fileBrowser(opts, async (b) => void (await consoleAs(b.page, baseUrl, username, how)));

/** A new tab of `browser` signed in as a demo person: the session lives in the tab's storage. */
export const openTab = async (
  browser: Browser,
  baseUrl: string,
  username: string,
  how: Parameters<typeof consoleAs>[3] = {},
): Promise<Page> => consoleAs(await browser.context.newPage(), baseUrl, username, how);
