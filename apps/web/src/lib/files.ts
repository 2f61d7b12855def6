import type { UploadProps } from 'antd';

type UploadRequestOption = Parameters<NonNullable<UploadProps['customRequest']>>[0];
/** The file as base64, without the data-URL head (uploads travel as base64 in JSON). */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A blob address for base64 content; revoke it when done. */
export function base64Url(data: string, contentType: string): string {
  const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: contentType }));
}

/** Saves base64 content as a file under its name. */
export function saveBase64(data: string, contentType: string, filename: string): void {
  const url = base64Url(data, contentType);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * An antd Upload `customRequest` that reads the chosen file as base64 and hands it to `send`
 * (the upload call); the list item shows what `send` resolved or the failure.
 */
export const base64Request =
  <R>(send: (file: File, data: string) => Promise<R>) =>
  ({ file, onSuccess, onError }: UploadRequestOption) => {
    const f = file as File;
    void readBase64(f)
      .then((data) => send(f, data))
      .then((res) => onSuccess?.(res))
      .catch((err: Error) => onError?.(err));
  };
