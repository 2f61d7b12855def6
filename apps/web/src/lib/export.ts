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
import { failedReply } from './http.ts';
import { ApiError, http, sessionExpired } from './request.ts';
import { session } from './session.ts';
import { toast } from './toast.ts';

/**
 * Posts a call that answers with a file and saves what comes back as `filename`; a failure
 * comes as the JSON envelope instead and is shown like any call's. Returns the answer's headers.
 */
export async function downloadFile(
  def: CallDef,
  data: unknown,
  filename: string,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  try {
    const res = await http.request<Blob>({
      method: 'POST',
      url: def.path,
      responseType: 'blob',
      headers: {
        'Content-Type': 'application/json;charset=UTF-8',
        ...signedHeaders(def, session.token()),
        'Accept-Language': currentLanguage(),
        ...headers,
      },
      data: JSON.stringify(data),
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
    const a = Object.assign(document.createElement('a'), { href: url, download: filename });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return res.headers as Record<string, unknown>;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const reply = failedReply(err);
    const body = reply instanceof Blob ? reply : undefined;
    const message = body
      ? ((JSON.parse(await body.text()) as Envelope<null>).message ?? String(err))
      : err instanceof Error
        ? err.message
        : String(err);
    toast.error(message, ERROR_TOAST_MS);
    throw new ApiError(0, message);
  }
}

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
  const { page: _page, pageSize: _size, ...filters } = input;
  const headers = await downloadFile(
    calls.exportFile,
    { path: list.path, input: filters, format, filename, columns },
    `${filename}.${format}`,
    { 'X-Time-Zone': Intl.DateTimeFormat().resolvedOptions().timeZone },
  );
  return {
    rows: Number(headers['x-export-rows'] ?? 0),
    truncated: headers['x-export-truncated'] === 'true',
  };
}
