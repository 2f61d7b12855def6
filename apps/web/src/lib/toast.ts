import type { MessageInstance } from 'antd/es/message/interface';

/**
 * The request wrapper lives outside React but its toasts should follow the app's theme and
 * language, so the App component hands over antd's context-aware message API at start.
 */
let api: MessageInstance | null = null;

export function setToastApi(instance: MessageInstance | null): void {
  api = instance;
}

export const toast = {
  error(content: string, durationMs: number): void {
    void api?.error(content, durationMs / 1000);
  },
  success(content: string, durationMs = 3000): void {
    void api?.success(content, durationMs / 1000);
  },
  warning(content: string, durationMs = 3000): void {
    void api?.warning(content, durationMs / 1000);
  },
};
