import type { Color, PDFFont } from 'pdf-lib';

// Lines of mixed Arabic and Latin text for pdf-lib. pdf-lib draws glyphs left to right; fontkit (its layout engine)
// shapes a run of Arabic letters and reverses it into visual order, but only a run in one script. So each line is cut
// into directional runs here (a small part of the Unicode bidi algorithm), and a writer draws the runs side by side
// in visual order (page-writer.ts). Used by the NDA certificate and the valuation report.

export interface Run {
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

/** Signs that belong to the number beside them (rules W4 and W5): "30%", "12,500,000", "2026-11-25". */
// ‰ as an escape: the server's bundle stays one byte a character (decision 0237).
const NUMBER_TERMINATOR = /[%\u2030#$°+-]/u;
const NUMBER_SEPARATOR = /[.,:/]/u;

/** true for right to left, false for left to right, null for a neutral (space, punctuation); digits read left to right. */
function strongDirections(chars: readonly string[]): (boolean | null)[] {
  const strong: (boolean | null)[] = [];
  chars.forEach((char, index) => {
    if (DIGIT.test(char)) strong.push(false);
    else if (RTL_LETTER.test(char)) strong.push(true);
    else if (MARK.test(char)) strong.push(strong[index - 1] ?? null);
    else strong.push(LTR_LETTER.test(char) ? false : null);
  });
  const isDigit = (index: number) => DIGIT.test(chars[index] ?? '');
  chars.forEach((char, index) => {
    if (strong[index] !== null) return;
    const between = isDigit(index - 1) && isDigit(index + 1);
    if ((NUMBER_SEPARATOR.test(char) && between) || (NUMBER_TERMINATOR.test(char) && (isDigit(index - 1) || isDigit(index + 1)))) strong[index] = false;
  });
  return strong;
}

/** A value's direction is that of its first letter (rule P2 of the bidi algorithm): an Arabic name reads right to left. */
export const startsRightToLeft = (text: string): boolean =>
  strongDirections(Array.from(text).filter((char) => !DIGIT.test(char))).find((rtl) => rtl !== null) ?? false;

/** A line's runs in visual order, left to right. Neutrals between two runs of one direction join them, else take the paragraph's. */
export function visualRuns(line: string, rtlParagraph: boolean): Run[] {
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

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: Color;
  /** The paragraph reads right to left (and is aligned right, outside a table). */
  rtl?: boolean;
}

// Measuring is fontkit's layout, the slow part of the whole: each word is measured once, a line summed from its words.
const measured = new WeakMap<PDFFont, Map<string, number>>();

export function widthOf(text: string, { font, size, rtl = false }: TextStyle): number {
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
export function wrap(text: string, width: number, style: TextStyle): string[] {
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
