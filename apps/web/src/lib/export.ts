import axios from 'axios';
import {
  ERROR_TOAST_MS,
  ResultCode,
  calls,
  signedHeaders,
  type CallDef,
  type Envelope,
  type ExportColumn,
  type ExportFormat,
} from '@ecloud/contract';
import { currentLanguage } from './i18n.ts';
import { ApiError, http, sessionExpired } from './request.ts';
import { session } from './session.ts';
import { toast } from './toast.ts';

/**
 * Downloads the rows of a list call, filtered as on screen, as CSV or XLSX. The server runs
 * the list itself (same filters, permission and tenant), so the file matches the screen.
 */
export async function downloadExport(
  list: CallDef,
  input: Record<string, unknown>,
  columns: ExportColumn[],
  format: ExportFormat,
  filename: string,
): Promise<{ rows: number; truncated: boolean }> {
  const def = calls.exportFile;
  const { page: _page, pageSize: _size, ...filters } = input;
  try {
    const res = await http.request<Blob>({
      method: 'POST',
      url: def.path,
      responseType: 'blob',
      headers: {
        'Content-Type': 'application/json;charset=UTF-8',
        ...signedHeaders(def, session.token()),
        'Accept-Language': currentLanguage(),
        'X-Time-Zone': Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      data: { path: list.path, input: filters, format, filename, columns },
    });
    // A failure arrives as the JSON envelope, even though a file was asked for.
    if (String(res.headers['content-type']).includes('application/json')) {
      const envelope = JSON.parse(await res.data.text()) as Envelope<null>;
      if (envelope.code === ResultCode.sessionInvalid) {
        sessionExpired.handle();
        throw new ApiError(envelope.code, envelope.message);
      }
      toast.error(envelope.message, ERROR_TOAST_MS);
      throw new ApiError(envelope.code, envelope.message);
    }
    const url = URL.createObjectURL(res.data);
    const a = Object.assign(document.createElement('a'), {
      href: url,
      download: `${filename}.${format}`,
    });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return {
      rows: Number(res.headers['x-export-rows'] ?? 0),
      truncated: res.headers['x-export-truncated'] === 'true',
    };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const data = axios.isAxiosError(err) ? (err.response?.data as Blob | undefined) : undefined;
    const message = data
      ? ((JSON.parse(await data.text()) as Envelope<null>).message ?? String(err))
      : err instanceof Error
        ? err.message
        : String(err);
    toast.error(message, ERROR_TOAST_MS);
    throw new ApiError(0, message);
  }
}
