/**
 * A PrintDocument as a PDF (npm start -- FILE --print ...), with pdfkit and
 * the DejaVu Sans font embedded (subset), which writes Latin with accents,
 * Cyrillic and Greek. For the offline path only: Google Sheets prints the
 * HTML page (src/print/render-html.ts), so neither library nor font is in Code.js.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { PrintDocument, PrintRow } from '../../print/print-document.js';
import { spanOf } from '../../print/print-document.js';
import {
  cellPadding,
  GUTTER,
  layOut,
  MARGIN,
  PAGE_HEADER_HEIGHT,
  pageLabel,
  type Layout,
  type Paper,
} from '../../print/paginate.js';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD_FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const LINE = '#999999';
const SHADE = '#eeeeee';

type Pdf = InstanceType<typeof PDFDocument>;

/** `text` at the largest size down to three quarters of `size` that fits `width`, else cut with "…". */
function fitted(pdf: Pdf, text: string, width: number, size: number): [string, number] {
  pdf.fontSize(size);
  const natural = pdf.widthOfString(text);
  if (natural <= width) return [text, size];
  // A hair under the exact fit, which rounding could tip over.
  const smaller = Math.max(size * 0.75, (0.98 * size * width) / natural);
  pdf.fontSize(smaller);
  if (pdf.widthOfString(text) <= width) return [text, smaller];
  let cut = text;
  while (cut.length > 1 && pdf.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return [`${cut.trimEnd()}…`, smaller];
}

function cell(
  pdf: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
  size: number,
  align: 'left' | 'center' | 'right',
  padding: number,
): void {
  if (text === '') return;
  const inner = width - 2 * padding;
  const [shown, fontSize] = fitted(pdf, text, inner, size);
  pdf.fontSize(fontSize);
  const textWidth = pdf.widthOfString(shown);
  const left =
    align === 'left'
      ? x + padding
      : align === 'right'
        ? x + width - padding - textWidth
        : x + (width - textWidth) / 2;
  const top = y + (height - fontSize) / 2 - fontSize * 0.08;
  pdf.text(shown, left, top, { lineBreak: false });
}

function drawRow(
  pdf: Pdf,
  document: PrintDocument,
  table: number,
  row: PrintRow,
  x: number,
  y: number,
  layout: Layout,
  label: boolean,
): void {
  const columns = document.tables[table]!.columns;
  const widths = layout.widths[table]!;
  const height = label ? layout.metrics.labelHeight : layout.metrics.rowHeight;
  let left = x;
  for (let index = 0; index < row.length; index++) {
    const text = row[index];
    if (text === null) continue;
    const span = spanOf(row, index);
    const width = widths.slice(index, index + span).reduce((sum, w) => sum + w, 0);
    const column = columns[index]!;
    if (!label && column.box === true && span === 1) {
      pdf
        .lineWidth(0.8)
        .rect(left + 4, y + 2, width - 8, height - 4)
        .stroke('#000000');
    }
    pdf.font(label || column.bold === true ? 'bold' : 'body');
    const size = document.typeSize * (label ? 0.9 : 1);
    cell(pdf, text, left, y, width, height, size, column.align, cellPadding(document.typeSize));
    left += width;
  }
}

function drawPage(
  pdf: Pdf,
  document: PrintDocument,
  layout: Layout,
  page: number,
  pages: number,
): void {
  const right = layout.width - MARGIN;
  pdf.font('bold').fontSize(14).fillColor('#000000');
  pdf.text(document.tournament, MARGIN, MARGIN, {
    lineBreak: false,
    width: right - MARGIN,
    ellipsis: true,
  });
  pdf.font('body').fontSize(11);
  pdf.text(document.title, MARGIN, MARGIN + 20, { lineBreak: false });
  pdf.fontSize(9);
  pdf.text(document.date, right - pdf.widthOfString(document.date), MARGIN + 22, {
    lineBreak: false,
  });
  const rule = MARGIN + PAGE_HEADER_HEIGHT - 6;
  pdf.lineWidth(0.8).moveTo(MARGIN, rule).lineTo(right, rule).stroke('#000000');

  const { metrics } = layout;
  layout.pages[page - 1]!.flows.forEach((slices, flow) => {
    const x = MARGIN + flow * (layout.flowWidth + GUTTER);
    let y = MARGIN + PAGE_HEADER_HEIGHT;
    for (const slice of slices) {
      const table = document.tables[slice.table]!;
      if (table.heading !== undefined) {
        pdf
          .font('bold')
          .fontSize(document.typeSize * 1.15)
          .fillColor('#000000');
        pdf.text(table.heading, x, y + metrics.headingHeight - document.typeSize * 1.4, {
          lineBreak: false,
        });
        y += metrics.headingHeight;
      }
      pdf.rect(x, y, layout.flowWidth, metrics.labelHeight).fill(SHADE);
      pdf.fillColor('#000000');
      drawRow(
        pdf,
        document,
        slice.table,
        table.columns.map((c) => c.label),
        x,
        y,
        layout,
        true,
      );
      y += metrics.labelHeight;
      for (let index = slice.from; index < slice.to; index++) {
        drawRow(pdf, document, slice.table, table.rows[index]!, x, y, layout, false);
        y += metrics.rowHeight;
        pdf
          .lineWidth(0.3)
          .moveTo(x, y)
          .lineTo(x + layout.flowWidth, y)
          .stroke(LINE);
      }
      y += metrics.tableGap;
    }
  });

  const label = pageLabel(document, page, pages);
  pdf.font('body').fontSize(8).fillColor('#000000');
  pdf.text(label, (layout.width - pdf.widthOfString(label)) / 2, layout.height - MARGIN + 12, {
    lineBreak: false,
  });
}

/** The documents as one PDF, each starting on a new page and numbering its own pages. */
export function renderPdf(documents: readonly PrintDocument[], paper: Paper): Promise<Buffer> {
  const pdf = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: titleOf(documents) },
  });
  pdf.registerFont('body', FONT);
  pdf.registerFont('bold', BOLD_FONT);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  for (const document of documents) {
    const layout = layOut(document, paper);
    const pages = layout.pages.length;
    for (let page = 1; page <= pages; page++) {
      pdf.addPage({ size: [layout.width, layout.height], margin: 0 });
      drawPage(pdf, document, layout, page, pages);
    }
  }
  pdf.end();
  return done;
}

function titleOf(documents: readonly PrintDocument[]): string {
  const first = documents[0];
  return first === undefined
    ? ''
    : `${first.tournament}: ${documents.map((d) => d.title).join(', ')}`;
}
