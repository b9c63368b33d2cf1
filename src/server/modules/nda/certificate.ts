import { PageSizes, PDFDocument, rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedUnicodeFont } from '../../pdf/unicode-font.ts';

// The NDA certificate (issue 18): a PDF either party downloads, with the acceptance record, a verification code and
// the text accepted. pdf-lib draws glyphs left to right; fontkit (its layout engine) shapes a run of Arabic letters
// and reverses it into visual order, but only a run in one script. So each line is cut into directional runs here (a
// small part of the Unicode bidi algorithm) and the runs are drawn side by side in visual order.

export interface NdaCertificateInput {
  verificationCode: string;
  version: string;
  kind: 'standard' | 'custom';
  sha256: string;
  language: 'en' | 'ar';
  ndaTitle: string;
  ndaText: string | null;
  business: { companyName: string | null; ownerName: string; ownerEmail: string };
  investor: { name: string; email: string; company: string | null };
  typedName: string;
  acceptedAt: Date;
  ip: string | null;
  userAgent: string | null;
  issuedAt: Date;
  verifyUrl: string | null;
}

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 56;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const LOWEST_BASELINE = 72;
const FOOTER_BASELINE = 36;
const LABEL_WIDTH = 112;
const USER_AGENT_MAX_LENGTH = 300;
const INK = rgb(0.1, 0.1, 0.13);
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.83, 0.83, 0.86);

interface Run {
  text: string;
  rtl: boolean;
}

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const LTR_LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;
const MARK = /\p{M}/u;
/** Explicit bidi controls in a typed name would only garble this simple ordering (and have no glyph). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const MIRRORED: Record<string, string> = {
  '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<', '«': '»', '»': '«',
};

/** true for right to left, false for left to right, null for a neutral (space, punctuation); digits read left to right. */
function strongDirections(chars: readonly string[]): (boolean | null)[] {
  const strong: (boolean | null)[] = [];
  chars.forEach((char, index) => {
    if (DIGIT.test(char)) strong.push(false);
    else if (RTL_LETTER.test(char)) strong.push(true);
    else if (MARK.test(char)) strong.push(strong[index - 1] ?? null);
    else strong.push(LTR_LETTER.test(char) ? false : null);
  });
  return strong;
}

/** A value's direction is that of its first letter (rule P2 of the bidi algorithm): an Arabic name reads right to left. */
const startsRightToLeft = (text: string): boolean =>
  strongDirections(Array.from(text).filter((char) => !DIGIT.test(char))).find((rtl) => rtl !== null) ?? false;

/** A line's runs in visual order, left to right. Neutrals between two runs of one direction join them, else take the paragraph's. */
function visualRuns(line: string, rtlParagraph: boolean): Run[] {
  const chars = Array.from(line);
  const strong = strongDirections(chars);
  const runs: Run[] = [];
  for (let index = 0; index < chars.length; ) {
    let end = index;
    while (end < chars.length && strong[end] === null) end += 1;
    if (end === index) end += 1;
    const before = strong[index - 1] ?? null;
    const rtl = strong[index] ?? (before !== null && before === strong[end] ? before : rtlParagraph);
    for (const char of chars.slice(index, end)) {
      const shown = rtl ? (MIRRORED[char] ?? char) : char;
      const last = runs.at(-1);
      if (last?.rtl === rtl) last.text += shown;
      else runs.push({ text: shown, rtl });
    }
    index = end;
  }
  // fontkit reverses a run with right-to-left letters; a run of neutrals alone is reversed here.
  for (const run of runs) if (run.rtl && !RTL_LETTER.test(run.text)) run.text = Array.from(run.text).reverse().join('');
  return rtlParagraph ? runs.reverse() : runs;
}

interface TextStyle {
  font: PDFFont;
  size: number;
  color?: Color;
  /** The paragraph reads right to left (and is aligned right, outside the table). */
  rtl?: boolean;
}

// Measuring is fontkit's layout, the slow part of the whole: each word is measured once, a line summed from its words.
const measured = new WeakMap<PDFFont, Map<string, number>>();

function widthOf(text: string, { font, size, rtl = false }: TextStyle): number {
  let widths = measured.get(font);
  if (!widths) measured.set(font, (widths = new Map()));
  const key = `${size}:${rtl}:${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    width = visualRuns(text, rtl).reduce((sum, run) => sum + font.widthOfTextAtSize(run.text, size), 0);
    widths.set(key, width);
  }
  return width;
}

/** Words in lines no wider than width, as the font measures them; a word too long for a line (a user agent) is cut. */
function wrap(text: string, width: number, style: TextStyle): string[] {
  const space = widthOf(' ', style);
  const lines: string[] = [];
  let line: string[] = [];
  let lineWidth = 0;
  for (const word of text.replace(BIDI_CONTROLS, '').split(/\s+/).filter((part) => part.length > 0)) {
    for (const piece of cutWord(word, width, style)) {
      const pieceWidth = widthOf(piece, style);
      if (line.length > 0 && lineWidth + space + pieceWidth > width) {
        lines.push(line.join(' '));
        line = [];
        lineWidth = 0;
      }
      lineWidth += (line.length > 0 ? space : 0) + pieceWidth;
      line.push(piece);
    }
  }
  if (line.length > 0 || lines.length === 0) lines.push(line.join(' '));
  return lines;
}

function cutWord(word: string, width: number, style: TextStyle): string[] {
  if (widthOf(word, style) <= width) return [word];
  const pieces = [''];
  for (const char of word) {
    const piece = pieces.at(-1) ?? '';
    if (piece && widthOf(piece + char, style) > width) pieces.push(char);
    else pieces[pieces.length - 1] = piece + char;
  }
  return pieces;
}

/** Writes down the pages, starting a new one when the next line or table row would cross the bottom margin. */
class PageWriter {
  private page: PDFPage;
  private y = PAGE_HEIGHT - MARGIN;

  constructor(private readonly pdf: PDFDocument) {
    this.page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
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
    const valueWidth = CONTENT_WIDTH - LABEL_WIDTH;
    const lines = values.flatMap((value) => {
      const style = { ...valueStyle, rtl: startsRightToLeft(value) };
      return wrap(value, valueWidth, style).map((line) => ({ line, style }));
    });
    this.keep(leading * lines.length + 6);
    this.gap(leading);
    this.line(label, MARGIN, LABEL_WIDTH - 8, labelStyle);
    for (const [index, { line, style }] of lines.entries()) {
      if (index > 0) this.gap(leading);
      this.line(line, MARGIN + LABEL_WIDTH, valueWidth, style, false);
    }
    this.gap(6);
    this.rule();
  }

  /** One line at the current baseline within [x, x + width], its runs side by side in visual order. */
  private line(text: string, x: number, width: number, style: TextStyle, alignRight = style.rtl ?? false): void {
    const { font, size } = style;
    const runs = visualRuns(text, style.rtl ?? false).map((run) => ({ ...run, width: font.widthOfTextAtSize(run.text, size) }));
    let left = alignRight ? x + width - runs.reduce((sum, run) => sum + run.width, 0) : x;
    for (const run of runs) {
      this.page.drawText(run.text, { x: left, y: this.y, size, font, color: style.color ?? INK });
      left += run.width;
    }
  }
}

const LANGUAGE_NAMES = { en: 'English', ar: 'Arabic' } as const;

/** "2026-11-25 14:02:11 UTC" */
const utcTimestamp = (date: Date): string => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
const truncate = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The acceptance record as table rows: label, then the value's lines. */
function recordRows(input: NdaCertificateInput): [string, string[]][] {
  const { business, investor } = input;
  const kind = input.kind === 'standard' ? 'the Dealbridge standard mutual NDA' : 'the owner’s own NDA, a PDF document';
  return [
    ['Business', [business.companyName ?? 'Not named']],
    ['Owner', [business.ownerName, business.ownerEmail]],
    ['Investor', [investor.name, investor.email, ...(investor.company ? [investor.company] : [])]],
    ['Agreement', [input.ndaTitle]],
    ['Version', [`${input.version} (${kind})`]],
    ['Language', [LANGUAGE_NAMES[input.language]]],
    // In two halves of 32 digits: a hash broken at a fixed place reads and compares more easily.
    ['SHA-256', [input.sha256.slice(0, 32), input.sha256.slice(32)].filter((half) => half.length > 0)],
    ['Typed name', [input.typedName]],
    ['Accepted at', [utcTimestamp(input.acceptedAt)]],
    ['IP address', [input.ip ?? 'Not recorded']],
    ['User agent', [truncate(input.userAgent ?? 'Not recorded', USER_AGENT_MAX_LENGTH)]],
    ['Issued at', [utcTimestamp(input.issuedAt)]],
  ];
}

/** The standard text in full, in the language accepted; for the owner's own PDF, how it is identified. */
function writeAgreement(writer: PageWriter, input: NdaCertificateInput, body: TextStyle, note: TextStyle, bold: PDFFont): void {
  const standard = input.kind === 'standard';
  writer.keep(90);
  writer.paragraph(standard ? 'The agreement accepted' : 'The document accepted', { font: bold, size: 13 }, 4);
  if (!standard) {
    writer.paragraph(
      'The investor accepted the owner’s own non-disclosure agreement, a PDF document provided by the owner, not the ' +
        'Dealbridge standard text. That document is identified by the SHA-256 above: a copy whose SHA-256 matches is the ' +
        'document accepted.',
      body,
    );
    return;
  }
  if (input.ndaText === null) {
    writer.paragraph(`The text of ${input.version} in ${LANGUAGE_NAMES[input.language]} is identified by the SHA-256 above.`, body);
    return;
  }
  const rtl = input.language === 'ar';
  const arabicNote =
    'The agreement was accepted in Arabic: the Arabic text below is the text accepted, and the SHA-256 above is that ' +
    'of this text. Where the English and Arabic versions conflict, the English version prevails.';
  writer.paragraph(rtl ? arabicNote : 'The text below is the text accepted; the SHA-256 above is that of this text.', note, 10);
  writer.paragraph(input.ndaTitle, { font: bold, size: 12, rtl }, 6);
  for (const paragraph of input.ndaText.split(/\n\s*\n/)) writer.paragraph(paragraph, { ...body, rtl }, 6);
}

/** The certificate as PDF bytes: the record on the first page, then the agreement's text over as many pages as it needs. */
export async function renderNdaCertificate(input: NdaCertificateInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await embedUnicodeFont(pdf, 'regular');
  const bold = await embedUnicodeFont(pdf, 'bold');
  pdf.setTitle(`NDA acceptance certificate ${input.verificationCode}`);
  pdf.setSubject(`${input.ndaTitle} (${input.version}), accepted by ${input.investor.name}`);
  pdf.setProducer('Dealbridge');
  pdf.setCreator('Dealbridge');
  pdf.setLanguage('en');
  pdf.setCreationDate(input.issuedAt);
  pdf.setModificationDate(input.issuedAt);

  const body: TextStyle = { font: regular, size: 10 };
  const note: TextStyle = { font: regular, size: 9, color: MUTED };
  const writer = new PageWriter(pdf);
  writer.paragraph('Dealbridge', { font: bold, size: 10, color: MUTED });
  writer.paragraph('NDA acceptance certificate', { font: bold, size: 22 }, 6);
  writer.paragraph(
    'This certificate records that the investor named below accepted a non-disclosure agreement with the owner of the ' +
      'business named below on Dealbridge.',
    note,
    14,
  );
  writer.paragraph('Verification code', note);
  writer.paragraph(input.verificationCode, { font: bold, size: 26 }, 14);
  writer.rule();
  for (const [label, values] of recordRows(input)) writer.row(label, values, { font: bold, size: 9 }, { font: regular, size: 9 });
  writer.gap(6);
  if (input.verifyUrl) writer.paragraph(`Verify at ${input.verifyUrl} with the code above.`, body, 6);
  writer.gap(16);
  writeAgreement(writer, input, body, note, bold);

  const pages = pdf.getPages();
  const footer = { y: FOOTER_BASELINE, size: 8, font: regular, color: MUTED };
  for (const [index, page] of pages.entries()) {
    const number = `Page ${index + 1} of ${pages.length}`;
    page.drawText(`Dealbridge NDA acceptance certificate ${input.verificationCode}`, { ...footer, x: MARGIN });
    page.drawText(number, { ...footer, x: MARGIN + CONTENT_WIDTH - regular.widthOfTextAtSize(number, 8) });
  }
  return pdf.save();
}
