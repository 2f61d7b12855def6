import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags this machine's Chromium needs (/work/shared/stack.md): no downloads, no side calls. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let chromiumProcess: Promise<Browser> | undefined;

/**
 * One Chromium per Vitest worker (the e2e files of a worker share this module), started at the
 * first file's first call: launching it took about 1.4 s a file, a fresh context 0.2-0.5 s.
 * Playwright ends it when the worker exits; should it crash, the next call starts another.
 */
const sharedChromium = () =>
  (chromiumProcess ??= chromium
    .launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS })
    .then((browser) => {
      browser.on('disconnected', () => (chromiumProcess = undefined));
      return browser;
    }));

/**
 * A fresh browser context on Debian's Chromium with the flags this machine needs: its own
 * cookies, storage and cache, as a new profile would have, so no file or tab sees another's
 * session. It asks for reduced motion unless told otherwise.
 */
export async function openBrowser(
  opts: {
    width?: number;
    height?: number;
    locale?: string;
    reducedMotion?: 'reduce' | 'no-preference';
  } = {},
): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const context = await (
    await sharedChromium()
  ).newContext({
    viewport: { width: opts.width ?? 1440, height: opts.height ?? 900 },
    locale: opts.locale ?? 'en-US',
    // As a person who asked their system for less motion: no zooms or slides to wait out (a
    // click during a dialog's zoom went nowhere in several runs), and about a fifth less of
    // Chromium's CPU, which was a core's worth throughout the browser lane. `motion.e2e.ts`
    // keeps the default and checks that the console animates there.
    reducedMotion: opts.reducedMotion ?? 'reduce',
  });
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
}
