import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

// One Unicode font for every PDF the server writes or stamps (certificates, watermarks): DejaVu Sans covers Latin,
// Arabic and the other scripts our users' names come in, which the 14 standard PDF fonts do not. It ships in the
// dejavu-fonts-ttf package, so nothing is downloaded at run time; the bytes are read once per process.

const require = createRequire(import.meta.url);
const files = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;
export type FontWeight = keyof typeof files;

const cache = new Map<FontWeight, Promise<Uint8Array>>();

export function fontBytes(weight: FontWeight = 'regular'): Promise<Uint8Array> {
  let bytes = cache.get(weight);
  if (!bytes) {
    bytes = readFile(require.resolve(files[weight])).then((buffer) => new Uint8Array(buffer));
    cache.set(weight, bytes);
  }
  return bytes;
}

/** Embeds the font into the document, as a subset of the glyphs it draws (a few kilobytes). */
export async function embedUnicodeFont(document: PDFDocument, weight: FontWeight = 'regular'): Promise<PDFFont> {
  document.registerFontkit(fontkit);
  return document.embedFont(await fontBytes(weight), { subset: true });
}
