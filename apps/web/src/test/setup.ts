import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setToastApi } from '../lib/toast.ts';
import { http } from '../lib/request.ts';

// antd reads matchMedia, which jsdom does not have.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
// antd's table measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};
// Testing Library's findBy and waitFor give up after 1 s. This project runs beside the node and
// browser lanes, where a form's validation can take longer (a budget test's message came too late
// once); a wait that succeeds returns at once, so only a failing one waits longer.
configure({ asyncUtilTimeout: 10_000 });
localStorage.setItem('ecloud.lang', 'en-US');
await (
  await import('../lib/i18n.ts')
).i18nReady;
// In the app, antd's providers bring it (dates follow the language).
await import('../lib/dayjs-locale.ts');

// The files of a worker share one module graph (vitest.config.ts: isolate off), so what a test
// sets on a module (a stand-in toast, the fake API's adapter) is put back after it.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  setToastApi(null);
  // Toasts shown without antd's message (lib/plain-toast.ts) live outside the rendered tree.
  document.getElementById('plain-toasts')?.remove();
  http.defaults.adapter = undefined;
});
