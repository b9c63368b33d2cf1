import { once } from 'node:events';
import { createDeflate } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

// Hostile PDFs made on the spot for the stamping tests and bench/stamping.bench.ts (issue 47): none is committed.

/** Objects written as text after a header, with the cross-reference table left out (pdf-lib, like readers, rebuilds it). */
function rawPdf(objects: (string | Buffer)[], root = 1): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  objects.forEach((body, k) => parts.push(Buffer.from(`${k + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : Buffer.from(body), Buffer.from('\nendobj\n')));
  parts.push(Buffer.from(`trailer\n<< /Root ${root} 0 R /Size ${objects.length + 1} >>\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** `pages` pages that are one page object referenced again and again, under a /Count that claims a single page. */
export function manyPagesPdf(pages = 60_000): Buffer {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Count 1 /Kids [${'3 0 R '.repeat(pages)}] >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]);
}

/** zlib data that inflates to `bytes` zeros, deflated a megabyte at a time at level 9 (~1 KB per MB). */
export async function deflatedZeros(bytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let left = bytes; left > 0; left -= zeros.length) {
    if (!deflate.write(left >= zeros.length ? zeros : zeros.subarray(0, left))) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(chunks);
}

/** A one-page PDF with an object stream whose content inflates to `decodedBytes` (pdf-lib would inflate it whole on load). */
export async function objectStreamBomb(decodedBytes = 210 * 1024 * 1024): Promise<Buffer> {
  const data = await deflatedZeros(decodedBytes);
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    Buffer.concat([Buffer.from(`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]),
  ]);
}

/** A one-page PDF with an array nested `depth` deep in an object of its own. */
export function deeplyNestedPdf(depth = 10_000): Buffer {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R /Deep 4 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    `${'['.repeat(depth)}${']'.repeat(depth)}`,
  ]);
}

/** A real two-page PDF that runs JavaScript on opening, on a page's open, from a link and from the document's name tree. */
export async function scriptedPdf(): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const { context } = document;
  const script = (code: string) => context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(code) });
  for (const k of [1, 2]) document.addPage([595, 842]).drawText(`Term sheet, page ${k}`, { x: 50, y: 760, size: 18, font });
  const [first] = document.getPages();
  document.catalog.set(PDFName.of('OpenAction'), context.register(script('app.alert("opened")')));
  document.catalog.set(PDFName.of('AA'), context.obj({ WC: script('app.alert("closing")') }));
  document.catalog.set(PDFName.of('Names'), context.obj({ JavaScript: context.obj({ Names: [PDFString.of('init'), context.register(script('app.alert("named")'))] }) }));
  first?.node.set(PDFName.of('AA'), context.obj({ O: script('app.alert("page")') }));
  const link = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [50, 700, 250, 720], Border: [0, 0, 0], A: script('app.launchURL("https://evil.example")') });
  first?.node.set(PDFName.of('Annots'), context.obj([context.register(link)]));
  return new Uint8Array(await document.save());
}

/** Every JavaScript action, /OpenAction and /AA left anywhere in a PDF, as pdf-lib reads it. */
export async function scriptsIn(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const found: string[] = [];
  for (const [ref, object] of document.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFDict ? object : null;
    if (!dict) continue;
    if (dict.has(PDFName.of('OpenAction'))) found.push(`${ref.toString()} /OpenAction`);
    if (dict.has(PDFName.of('AA'))) found.push(`${ref.toString()} /AA`);
    if (dict.has(PDFName.of('JS')) || dict.get(PDFName.of('S')) === PDFName.of('JavaScript')) found.push(`${ref.toString()} JavaScript action`);
    const names = dict.lookup(PDFName.of('Names'));
    if (names instanceof PDFDict && names.has(PDFName.of('JavaScript'))) found.push(`${ref.toString()} /Names /JavaScript`);
  }
  return found;
}
