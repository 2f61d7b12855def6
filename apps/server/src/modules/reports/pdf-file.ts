import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { translate, type MessageKey } from '../../lib/i18n.ts';
import { cellsOf } from '../export/stream-writer.ts';
import { wallClock, type Row } from '../export/export-file.ts';
import type { ReportContent } from './report-file.ts';
import { chartSvg, summarise } from './report-chart.ts';

/**
 * Rows a PDF holds. A PDF is read, not processed: past a few hundred pages nobody reads it, and
 * pdfkit keeps the document's pages in memory until it ends. Past this the file says so.
 */
export const PDF_ROW_CAP = 10_000;

/**
 * Noto Sans CJK SC (as NotoSansHans, GB2312 subset, OFL) from @embedpdf/fonts-sc: one 8 MB OTF
 * that covers Latin and Simplified Chinese, from the npm registry, so a fresh machine without
 * system CJK fonts writes Chinese. pdfkit embeds only the glyphs a file uses.
 */
const FONT_FILE = join(
  dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')),
  '../fonts/NotoSansHans-Regular.otf',
);
const FONT = 'NotoSansHans';

const MARGIN = 36;
const CHART_HEIGHT = 220;
const PT_PER_PX = 0.75;
const ROW_HEIGHT = 13;
const CELL_PAD = 3;

async function firstRows(c: ReportContent, cap: number): Promise<{ rows: Row[]; cut: boolean }> {
  const rows: Row[] = [];
  for await (const batch of c.batches) {
    for (const row of batch) {
      if (rows.length === cap) return { rows, cut: true };
      rows.push(row);
    }
  }
  return { rows, cut: false };
}

const two = (n: number) => String(n).padStart(2, '0');
function stamp(timeZone: string): string {
  const p = wallClock(new Date(), timeZone);
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}`;
}

/**
 * A report as a PDF: its title, a bar chart of its rows (ECharts' SVG, drawn by svg-to-pdfkit)
 * and its table, page after page with the header repeated. Laid out whole, so capped at
 * PDF_ROW_CAP rows. Ends `out`; answers the rows written and whether some were left out.
 */
export async function writeReportPdf(
  c: ReportContent,
  cap = PDF_ROW_CAP,
): Promise<{ rows: number; truncated: boolean }> {
  const { rows, cut } = await firstRows(c, cap);
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(c.language, key, params);
  const landscape = c.columns.length > 6;
  // Loaded with the first PDF, not at start (about 0.14 s of it).
  const [{ default: PDFDocument }, { default: SVGtoPDF }] = await Promise.all([
    import('pdfkit'),
    import('svg-to-pdfkit'),
  ]);
  const doc = new PDFDocument({
    size: 'A4',
    layout: landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    info: { Title: c.title, Creator: 'eCloud' },
    bufferPages: false,
  });
  const done = pipeline(doc, c.out);
  doc.registerFont(FONT, FONT_FILE);
  doc.font(FONT);
  const width = doc.page.width - 2 * MARGIN;

  doc.fontSize(16).text(c.title);
  doc.fontSize(9).fillColor('#555555');
  doc.text(
    t('report.pdf.generated', { at: stamp(c.timeZone), zone: c.timeZone, rows: rows.length }),
  );
  if (cut) doc.fillColor('#cf1322').text(t('report.pdf.truncated', { cap }));
  doc.fillColor('#000000').moveDown(0.5);

  const summary = summarise(c.columns, rows, t('report.pdf.other'), c.chart);
  if (summary && rows.length > 0) {
    const valueTitle = summary.value?.title ?? t('report.pdf.count');
    doc.fontSize(11).text(t('report.pdf.chart', { value: valueTitle, group: summary.group.title }));
    const top = doc.y + 4;
    // svg-to-pdfkit draws a CSS pixel as 0.75 pt: the chart is drawn in pixels to fill the points.
    const svg = await chartSvg(summary, width / PT_PER_PX, CHART_HEIGHT / PT_PER_PX, FONT);
    SVGtoPDF(doc, svg, MARGIN, top, { fontCallback: () => FONT });
    doc.font(FONT);
    doc.y = top + CHART_HEIGHT + 10;
  }

  const colWidth = width / c.columns.length;
  const drawRow = (cells: (string | number)[], header: boolean) => {
    const y = doc.y;
    if (header) doc.rect(MARGIN, y, width, ROW_HEIGHT).fill('#f0f0f0').fillColor('#000000');
    doc.fontSize(7);
    cells.forEach((v, i) => {
      doc.text(String(v), MARGIN + i * colWidth + CELL_PAD, y + 3, {
        width: colWidth - 2 * CELL_PAD,
        height: ROW_HEIGHT,
        lineBreak: false,
        ellipsis: true,
      });
    });
    doc.moveTo(MARGIN, y + ROW_HEIGHT).lineTo(MARGIN + width, y + ROW_HEIGHT);
    doc.lineWidth(0.3).strokeColor('#d9d9d9').stroke();
    doc.x = MARGIN;
    doc.y = y + ROW_HEIGHT;
  };
  const headers = c.columns.map((col) => col.title);
  const cells = cellsOf(c.columns, c.timeZone);
  const pageFull = () => doc.y + 2 * ROW_HEIGHT > doc.page.height - MARGIN;
  if (pageFull()) doc.addPage();
  drawRow(headers, true);
  for (const row of rows) {
    // A new page repeats the header, so every page reads on its own.
    if (pageFull()) {
      doc.addPage();
      drawRow(headers, true);
    }
    drawRow(cells(row), false);
  }
  doc.end();
  await done;
  return { rows: rows.length, truncated: cut };
}
