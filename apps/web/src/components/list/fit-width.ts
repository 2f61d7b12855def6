import { theme } from 'antd';

let canvas: CanvasRenderingContext2D | null | undefined;
let family: string | undefined;
// Each list builds its columns on every render; a label's width is measured once.
const measured = new Map<string, number>();

/**
 * How wide `text` is drawn at `px` in antd's font: measured on a canvas in a browser, estimated
 * where there is none to measure with (jsdom).
 */
export function textWidth(text: string, px: number): number {
  const key = `${px}|${text}`;
  let width = measured.get(key);
  if (width === undefined) {
    if (canvas === undefined)
      canvas = navigator.userAgent.includes('jsdom')
        ? null
        : document.createElement('canvas').getContext('2d');
    if (canvas) {
      canvas.font = `${px}px ${(family ??= theme.getDesignToken().fontFamily)}`;
      width = canvas.measureText(text).width;
    } else {
      width = [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? px : px * 0.6), 0);
    }
    measured.set(key, width);
  }
  return width;
}

// What stands around a label's text in its cell: a small tag has 12 px text, 7 px of padding and
// a 1 px border each side; a status badge 14 px text after a 6 px dot and an 8 px gap.
const LOOKS = { tag: { px: 12, around: 16 }, badge: { px: 14, around: 14 } };
// The cell's padding (8 px each side at both densities) and a margin for rounding.
const CELL = 24;

/**
 * A column as wide as the widest of these labels drawn as tags or status badges, in the reader's
 * language: a cell's ellipsis cuts a tag rather than shortening it. Never under `min`, which
 * leaves the header its room.
 */
export function fitColumn(labels: readonly string[], look: keyof typeof LOOKS, min = 110): number {
  const { px, around } = LOOKS[look];
  return Math.max(min, ...labels.map((l) => Math.ceil(textWidth(l, px)) + around + CELL));
}
