/**
 * Toasts where antd's message is not mounted: the portal's pages load no antd (the sign-in
 * page's budget, docs/decisions.md "Web performance"). The same place and look as antd's message
 * (top centre, white, an icon in the kind's colour), announced to screen readers. Plain DOM, so a
 * toast shown just before the console opens (the steward's warning) stays its full time.
 */
export type ToastKind = 'error' | 'success' | 'warning';

const ICONS: Record<ToastKind, { color: string; d: string }> = {
  error: {
    color: '#ff4d4f',
    d: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm165.4 618.2l-66-.3L512 563.4l-99.3 118.4-66.1.3c-4.4 0-8-3.5-8-8 0-1.9.7-3.7 1.9-5.2l130.1-155L340.5 359a8.32 8.32 0 01-1.9-5.2c0-4.4 3.6-8 8-8l66.1.3L512 464.6l99.3-118.4 66-.3c4.4 0 8 3.5 8 8 0 1.9-.7 3.7-1.9 5.2L553.5 514l130 155c1.2 1.5 1.9 3.3 1.9 5.2 0 4.4-3.6 8-8 8z',
  },
  warning: {
    color: '#faad14',
    d: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm-32 232c0-4.4 3.6-8 8-8h48c4.4 0 8 3.6 8 8v272c0 4.4-3.6 8-8 8h-48c-4.4 0-8-3.6-8-8V296zm32 440a48.01 48.01 0 010-96 48.01 48.01 0 010 96z',
  },
  success: {
    color: '#52c41a',
    d: 'M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm193.5 301.7l-210.6 292a31.8 31.8 0 01-51.7 0L318.5 484.9c-3.8-5.3 0-12.7 6.5-12.7h46.9c10.2 0 19.9 4.9 25.9 13.3l71.2 98.8 157.2-218c6-8.3 15.6-13.3 25.9-13.3H699c6.5 0 10.3 7.4 6.5 12.7z',
  },
};

const SVG = 'http://www.w3.org/2000/svg';

function holder(): HTMLElement {
  let el = document.getElementById('plain-toasts');
  if (!el) {
    el = document.createElement('div');
    el.id = 'plain-toasts';
    el.className = 'plain-toasts';
    document.body.append(el);
  }
  return el;
}

export function plainToast(kind: ToastKind, content: string, durationMs: number): void {
  const notice = document.createElement('div');
  notice.className = 'plain-toast';
  // Errors interrupt (alert); the others wait their turn (status).
  notice.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '64 64 896 896');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('fill', ICONS[kind].color);
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', ICONS[kind].d);
  svg.append(path);
  const text = document.createElement('span');
  text.textContent = content;
  notice.append(svg, text);
  holder().append(notice);
  setTimeout(() => notice.remove(), durationMs);
}
