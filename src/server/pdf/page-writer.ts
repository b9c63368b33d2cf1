import { PageSizes, rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import { startsRightToLeft, visualRuns, wrap, type TextStyle } from './bidi-lines.ts';

// An A4 document written from the top down (the NDA certificate, the valuation report): paragraphs that flow over
// pages line by line and table rows that are never split, each line drawn as directional runs (bidi-lines.ts). A
// right-to-left document mirrors its tables: the label on the right, the values to its left, aligned right.

export const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const MARGIN = 56;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
export const LOWEST_BASELINE = 72;
export const FOOTER_BASELINE = 36;
export const INK = rgb(0.1, 0.1, 0.13);
export const MUTED = rgb(0.4, 0.4, 0.45);
export const RULE = rgb(0.83, 0.83, 0.86);

export interface PageLayout {
  /** The width of a table's label column. */
  labelWidth?: number;
  /** The document reads right to left: tables are mirrored. */
  rtl?: boolean;
}

/** Writes down the pages, starting a new one when the next line or table row would cross the bottom margin. */
export class PageWriter {
  private page: PDFPage;
  private y = PAGE_HEIGHT - MARGIN;
  private readonly labelWidth: number;
  private readonly rtl: boolean;

  constructor(private readonly pdf: PDFDocument, layout: PageLayout = {}) {
    this.page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.labelWidth = layout.labelWidth ?? 112;
    this.rtl = layout.rtl ?? false;
  }

  /** Moves to a new page unless `height` more points fit on this one. */
  keep(height: number): void {
    if (this.y - height >= LOWEST_BASELINE || this.y >= PAGE_HEIGHT - MARGIN) return;
    this.page = this.pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  gap(points: number): void {
    this.y -= points;
  }

  rule(): void {
    const { y } = this;
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + CONTENT_WIDTH, y }, thickness: 0.5, color: RULE });
  }

  /** A wrapped paragraph across the full width, flowing over pages line by line. */
  paragraph(text: string, style: TextStyle, after = 0): void {
    const leading = style.size * 1.45;
    for (const line of wrap(text, CONTENT_WIDTH, style)) {
      this.keep(leading);
      this.gap(leading);
      this.line(line, MARGIN, CONTENT_WIDTH, style);
    }
    this.gap(after);
  }

  /** A table row, never split: the label, then the value's lines, each wrapped and ordered in its own direction. */
  row(label: string, values: readonly string[], labelStyle: TextStyle, valueStyle: TextStyle): void {
    const leading = valueStyle.size * 1.45;
    const valueWidth = CONTENT_WIDTH - this.labelWidth;
    const lines = values.flatMap((value) => {
      const style = { ...valueStyle, rtl: startsRightToLeft(value) };
      return wrap(value, valueWidth, style).map((line) => ({ line, style }));
    });
    const labelStyled = { ...labelStyle, rtl: this.rtl || labelStyle.rtl };
    const labelLines = wrap(label, this.labelWidth - 8, labelStyled);
    const height = Math.max(lines.length, labelLines.length);
    this.keep(leading * height + 6);
    const labelX = this.rtl ? MARGIN + valueWidth + 8 : MARGIN;
    const valueX = this.rtl ? MARGIN : MARGIN + this.labelWidth;
    // The label's lines and the value's side by side, line by line; the row is as tall as the longer.
    for (let index = 0; index < height; index += 1) {
      this.gap(leading);
      const labelLine = labelLines[index];
      if (labelLine !== undefined) this.line(labelLine, labelX, this.labelWidth - 8, labelStyled, this.rtl);
      const value = lines[index];
      if (value) this.line(value.line, valueX, valueWidth, value.style, this.rtl);
    }
    this.gap(6);
    this.rule();
  }

  /** One line at the current baseline within [x, x + width], its runs side by side in visual order. */
  private line(text: string, x: number, width: number, style: TextStyle, alignRight = style.rtl ?? false): void {
    drawLine(this.page, text, { x, y: this.y, width, alignRight }, style);
  }
}

/** One line at baseline y within [x, x + width] (a footer, say), its runs side by side in visual order. */
export function drawLine(page: PDFPage, text: string, at: { x: number; y: number; width: number; alignRight: boolean }, style: TextStyle): void {
  const { font, size } = style;
  const runs = visualRuns(text, style.rtl ?? false).map((run) => ({ ...run, width: font.widthOfTextAtSize(run.text, size) }));
  let left = at.alignRight ? at.x + at.width - runs.reduce((sum, run) => sum + run.width, 0) : at.x;
  for (const run of runs) {
    page.drawText(run.text, { x: left, y: at.y, size, font, color: style.color ?? INK });
    left += run.width;
  }
}
