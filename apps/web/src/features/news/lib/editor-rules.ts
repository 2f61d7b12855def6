/**
 * Images are taken by address, not uploaded (docs/decisions.md): only https, which is all the
 * server keeps and the console's CSP loads. Checked in the editor, where the address is typed.
 */
export function isImageAddress(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Quill 2's semantic HTML writes every space as &nbsp; (which stops lines wrapping) and an empty
 * document as one empty paragraph; what the server gets is the plain text of that.
 */
export function editorHtml(semantic: string): string {
  const html = semantic.replace(/&nbsp;/g, ' ');
  return html === '<p></p>' || html === '<p><br></p>' ? '' : html;
}

/** A scheduled time must be ahead of now (a past one would simply publish at once). */
export const isFuture = (when: Date, now: Date = new Date()) => when.getTime() > now.getTime();
