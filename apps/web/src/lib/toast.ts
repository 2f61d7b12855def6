import type { MessageInstance } from 'antd/es/message/interface';
import { plainToast } from './plain-toast.ts';

/**
 * The request wrapper lives outside React but its toasts should follow the app's theme and
 * language, so the console's antd App hands over its context-aware message API while it is
 * mounted. Without it (the portal's pages load no antd), a plain toast of the same look.
 */
let api: MessageInstance | null = null;

export function setToastApi(instance: MessageInstance | null): void {
  api = instance;
}

export const toast = {
  error(content: string, durationMs: number): void {
    if (api) void api.error(content, durationMs / 1000);
    else plainToast('error', content, durationMs);
  },
  success(content: string, durationMs = 3000): void {
    if (api) void api.success(content, durationMs / 1000);
    else plainToast('success', content, durationMs);
  },
  warning(content: string, durationMs = 3000): void {
    if (api) void api.warning(content, durationMs / 1000);
    else plainToast('warning', content, durationMs);
  },
};
