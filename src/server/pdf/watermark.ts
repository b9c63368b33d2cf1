import { createRequire } from 'node:module';
import {
  drawObject,
  drawText,
  PDFContentStream,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  radians,
  rgb,
  type PDFFont,
  type PDFHexString,
  type PDFOperator,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import sharp from 'sharp';
import { utcMinute } from '#shared/dates/format.ts';
import { checkRawPdf, DEFAULT_PDF_LIMITS, PdfLimitError, type PdfLimits } from './pdf-limits.ts';
import { countPages, removeScripts } from './pdf-structure.ts';
import { UnstampableError } from './stamp-errors.ts';
import { embedUnicodeFont } from './unicode-font.ts';

export { UnstampableError };

// A counterpart's copy of a shared document carries who downloaded it, in which deal and when (issue 18).
// The original in storage is never touched, and a file that cannot be stamped is refused, never served bare.

export interface Stamp {
  viewerName: string;
  viewerEmail: string;
  dealLabel: string;
  at: Date;
}

/** Control characters would break the PDF text run or the markup; a name is one line. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

export function stampLines(stamp: Stamp): string[] {
  return [
    `${oneLine(stamp.viewerName)} · ${oneLine(stamp.viewerEmail)}`,
    `Deal: ${oneLine(stamp.dealLabel)} · ${utcMinute(stamp.at)}`,
    'Confidential · Dealbridge',
  ];
}

// ---- PDF ----

const DIAGONAL = { color: rgb(0.6, 0.6, 0.6), opacity: 0.3, lengthShare: 0.7, lineHeight: 1.35 };
const FOOTER = { color: rgb(0.35, 0.35, 0.35), opacity: 0.75, size: 7, margin: 8 };
/** Objects parsed and written between two yields to the event loop: pdf-lib's defaults (100, 50) spend more time waiting than working. */
const OBJECTS_PER_TICK = 2000;

/**
 * The stamped copy: checked against the limits first (PdfLimitError), its scripts removed, the stamp on every page.
 * Runs in a stamping worker (stamping-pool.ts), never on the server's main thread.
 */
export async function stampPdf(original: Uint8Array, stamp: Stamp, limits: PdfLimits = DEFAULT_PDF_LIMITS): Promise<Uint8Array> {
  const document = await loadForStamping(original, limits);
  try {
    removeScripts(document);
    const font = await embedUnicodeFont(document);
    const texts = stampLines(stamp);
    const lines = texts.map((line) => encodeLine(font, directionalRuns(line)));
    const footer = encodeLine(font, texts.flatMap((line, k) => [...(k === 0 ? [] : ['   ·   ']), ...directionalRuns(line)]));
    // Laying text out with fontkit is the slow part, so the stamp is drawn once per page geometry, as a form that
    // every page of that geometry shows: one layout per document, one small object per page.
    const forms = new Map<string, PDFRef>();
    for (const page of document.getPages()) {
      const frame = visualFrame(page);
      let form = forms.get(frame.key);
      if (!form) {
        form = document.context.register(stampForm(document, font, frame, lines, footer));
        forms.set(frame.key, form);
      }
      const name = page.node.newXObject('Fm', form);
      const show = PDFContentStream.of(document.context.obj({}), [pushGraphicsState(), drawObject(name), popGraphicsState()], false);
      // Appended after the page's own content, which pdf-lib wraps in q … Q so that its transformations do not reach the stamp.
      page.node.addContentStream(document.context.register(show));
    }
    // Object streams would deflate every small object again; the page images and fonts are copied as they are either way.
    return await document.save({ useObjectStreams: false, objectsPerTick: OBJECTS_PER_TICK });
  } catch (error) {
    throw new UnstampableError('corrupt', 'the PDF could not be stamped', { cause: error });
  }
}

/**
 * The upload's check: the limits stampPdf will apply, so that a file over them is refused when it arrives. A file that
 * does not even load passes here; it is refused as corrupt when a counterpart opens it, as before.
 */
export async function checkPdfLimits(original: Uint8Array, limits: PdfLimits = DEFAULT_PDF_LIMITS): Promise<void> {
  try {
    await loadForStamping(original, limits);
  } catch (error) {
    if (error instanceof PdfLimitError) throw error;
  }
}

async function loadForStamping(original: Uint8Array, limits: PdfLimits): Promise<PDFDocument> {
  // Before pdf-lib: it would inflate every object stream whole and recurse into any nesting.
  await checkRawPdf(original, limits);
  let document: PDFDocument;
  try {
    // pdf-lib reads from the bytes without writing to them, so the caller's buffer stays the original. Its own
    // EncryptedPDFError fails `instanceof` (ES5 output), so encryption is read from the trailer below instead.
    document = await PDFDocument.load(original, { ignoreEncryption: true, updateMetadata: false, parseSpeed: OBJECTS_PER_TICK });
  } catch (error) {
    throw new UnstampableError('corrupt', 'the PDF could not be read', { cause: error });
  }
  // Any /Encrypt, even one that does not resolve (pdf-lib would then open it), means the content is ciphertext.
  if (document.context.trailerInfo.Encrypt !== undefined) throw new UnstampableError('encrypted', 'the PDF is encrypted');
  let pages: number;
  try {
    // The leaves themselves, not the /Count the file claims; a file that parses but has no usable page tree throws here.
    pages = countPages(document, limits.maxPages);
    if (pages > 0) document.getPageCount();
  } catch (error) {
    if (error instanceof PdfLimitError) throw error;
    throw new UnstampableError('corrupt', 'the PDF has no readable page tree', { cause: error });
  }
  if (pages === 0) throw new UnstampableError('corrupt', 'the PDF has no pages');
  return document;
}

/** A line as left-to-right runs of one direction each, encoded for the font, with widths at size 1. */
interface EncodedLine {
  runs: { text: PDFHexString; width: number }[];
  width: number;
}

function encodeLine(font: PDFFont, runs: string[]): EncodedLine {
  const encoded = runs.map((run) => ({ text: font.encodeText(run), width: font.widthOfTextAtSize(run, 1) }));
  return { runs: encoded, width: encoded.reduce((sum, run) => sum + run.width, 0) };
}

// fontkit lays a run it takes for Arabic out right to left, reversing all of it: an email beside an Arabic name must
// be a run of its own. Arabic letters with the spaces between them form one run; everything else another.
const ARABIC = '\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF';
const ARABIC_LETTER = new RegExp(`[${ARABIC}]`, 'u');
const RUN = new RegExp(`[${ARABIC}](?:[\\s${ARABIC}]*[${ARABIC}])?|[^${ARABIC}]+`, 'gu');
const directionalRuns = (line: string): string[] => line.match(RUN) ?? [];

/**
 * The page's visual frame: (u, v) from the bottom-left corner of the crop box as a reader sees it, whatever the
 * page's /Rotate, and the user-space point under it.
 */
function visualFrame(page: PDFPage) {
  const box = page.getCropBox();
  const rotation = (((Math.round(page.getRotation().angle / 90) * 90) % 360) + 360) % 360;
  const turned = rotation === 90 || rotation === 270;
  const toUser = (u: number, v: number): [number, number] => {
    if (rotation === 90) return [box.x + box.width - v, box.y + u];
    if (rotation === 180) return [box.x + box.width - u, box.y + box.height - v];
    if (rotation === 270) return [box.x + v, box.y + box.height - u];
    return [box.x + u, box.y + v];
  };
  return {
    key: `${box.x} ${box.y} ${box.width} ${box.height} ${rotation}`,
    box,
    width: turned ? box.height : box.width,
    height: turned ? box.width : box.height,
    rotation,
    toUser,
  };
}
type VisualFrame = ReturnType<typeof visualFrame>;

/** The stamp of one page geometry: the lines across the diagonal, light, and once more small along the bottom. */
function stampForm(document: PDFDocument, font: PDFFont, frame: VisualFrame, lines: EncodedLine[], footer: EncodedLine): PDFContentStream {
  const { context } = document;
  const operators: PDFOperator[] = [];
  const draw = (line: EncodedLine, u: number, v: number, angle: number, size: number, style: 'Diagonal' | 'Footer') => {
    let advance = 0;
    for (const run of line.runs) {
      const [x, y] = frame.toUser(u + advance * Math.cos(angle), v + advance * Math.sin(angle));
      const rotate = radians(angle + (frame.rotation * Math.PI) / 180);
      const color = style === 'Diagonal' ? DIAGONAL.color : FOOTER.color;
      operators.push(...drawText(run.text, { x, y, size, rotate, xSkew: radians(0), ySkew: radians(0), font: 'Stamp', color, graphicsState: style }));
      advance += run.width * size;
    }
  };

  // Across the diagonal, the block of lines centred on the page and stacked perpendicular to the text.
  const angle = Math.atan2(frame.height, frame.width);
  const widest = Math.max(...lines.map((line) => line.width));
  const size = Math.min((Math.hypot(frame.width, frame.height) * DIAGONAL.lengthShare) / widest, Math.min(frame.width, frame.height) / 8);
  lines.forEach((line, k) => {
    const offset = ((lines.length - 1) / 2 - k) * size * DIAGONAL.lineHeight - size * 0.35;
    const u = frame.width / 2 - (line.width * size * Math.cos(angle)) / 2 - offset * Math.sin(angle);
    const v = frame.height / 2 - (line.width * size * Math.sin(angle)) / 2 + offset * Math.cos(angle);
    draw(line, u, v, angle, size, 'Diagonal');
  });
  // Along the bottom edge, where the words stay legible whatever lies under the diagonal.
  const footerSize = Math.min(FOOTER.size, (frame.width * 0.94) / footer.width);
  draw(footer, (frame.width - footer.width * footerSize) / 2, Math.min(FOOTER.margin, frame.height * 0.02), 0, footerSize, 'Footer');

  const { box } = frame;
  return context.formXObject(operators, {
    BBox: [box.x, box.y, box.x + box.width, box.y + box.height],
    Resources: {
      Font: { Stamp: font.ref },
      ExtGState: {
        Diagonal: { Type: 'ExtGState', ca: DIAGONAL.opacity },
        Footer: { Type: 'ExtGState', ca: FOOTER.opacity },
      },
    },
  });
}

// ---- Images ----

const require = createRequire(import.meta.url);
const FONT_FILE = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BAND = { background: '#f2f2f2', text: '#404040', share: 1 / 70, minFontPx: 11, maxFontPx: 48 };

/** Pango lays out by the Unicode bidi rules: each line is made left-to-right and each Arabic run isolated, as in the PDFs. */
const leftToRight = (line: string) =>
  `\u200E${directionalRuns(line).map((run) => (ARABIC_LETTER.test(run) ? `\u2067${run}\u2069` : run)).join('')}`;
const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);

/**
 * Adds a light band under the image with the stamp's lines, in the format it came in. The text is rendered by
 * Pango from the DejaVu Sans file in node_modules (the PDFs' font), so Arabic is shaped and no system font is needed.
 */
export async function stampImage(original: Buffer, contentType: 'image/png' | 'image/jpeg', stamp: Stamp): Promise<Buffer> {
  try {
    // Turned by its EXIF orientation first, so that the band is at the bottom the reader sees.
    const image = sharp(original, { autoOrient: true });
    const { width, height } = (await image.metadata()).autoOrient;
    const fontPx = Math.round(Math.min(BAND.maxFontPx, Math.max(BAND.minFontPx, width * BAND.share)));
    const padding = Math.round(fontPx * 0.6);
    const markup = `<span foreground="${BAND.text}">${stampLines(stamp).map(leftToRight).map(escapeMarkup).join('\n')}</span>`;
    const text = await sharp({
      text: { text: markup, font: `DejaVu Sans ${fontPx}px`, fontfile: FONT_FILE, rgba: true, width: Math.max(1, width - 2 * padding), wrap: 'word-char', dpi: 72 },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    const band = text.info.height + 2 * padding;
    const stamped = image
      .extend({ bottom: band, background: BAND.background })
      .composite([{ input: text.data, left: padding, top: height + padding }]);
    return contentType === 'image/png' ? await stamped.png().toBuffer() : await stamped.jpeg({ quality: 90 }).toBuffer();
  } catch (error) {
    throw new UnstampableError('corrupt', 'the image could not be read', { cause: error });
  }
}
