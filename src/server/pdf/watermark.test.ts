import { concatTransformationMatrix, degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { extractText, extractTextItems } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { stampImage, stampLines, stampPdf, UnstampableError, type Stamp } from './watermark.ts';

const stamp: Stamp = {
  viewerName: 'Ines Investor',
  viewerEmail: 'ines@example.com',
  dealLabel: 'Gulf Logistics LLC',
  at: new Date('2026-11-25T14:02:37Z'),
};
const arabicStamp: Stamp = { ...stamp, viewerName: 'محمد العلي', viewerEmail: 'mohammed@example.com', dealLabel: 'شركة الخليج للخدمات' };

/** A portrait, a landscape and a rotated page, each with a line of its own text. */
async function financialsPdf(options: { useObjectStreams?: boolean } = {}): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const pages: [number, number, number][] = [[595, 842, 0], [842, 595, 0], [595, 842, 90]];
  pages.forEach(([width, height, rotation], k) => {
    const page = document.addPage([width, height]);
    page.setRotation(degrees(rotation));
    page.drawText(`Balance sheet, page ${k + 1}`, { x: 50, y: height - 80, size: 18, font });
  });
  return document.save(options);
}

/** unpdf hands the bytes to pdf.js, which may take them over: it gets a copy. */
const pageTexts = async (pdf: Uint8Array) => (await extractText(pdf.slice(), { mergePages: false })).text;
const contains = (haystack: Uint8Array, needle: string) => Buffer.from(haystack).includes(needle);

async function rejection(promise: Promise<unknown>): Promise<UnstampableError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UnstampableError);
  return error as UnstampableError;
}

describe('stamp lines', () => {
  it('name the viewer, their email, the deal and the minute in UTC', () => {
    expect(stampLines(stamp)).toEqual([
      'Ines Investor · ines@example.com',
      'Deal: Gulf Logistics LLC · 2026-11-25 14:02 UTC',
      'Confidential · Dealbridge',
    ]);
  });

  it('give the time in UTC whatever the offset it was taken in, with zero-padded fields', () => {
    const lines = stampLines({ ...stamp, at: new Date('2027-01-02T03:04:59+05:00') });
    expect(lines[1]).toBe('Deal: Gulf Logistics LLC · 2027-01-01 22:04 UTC');
  });

  it('keep a name with line breaks or control characters on one line', () => {
    expect(stampLines({ ...stamp, viewerName: 'Ines\nInvestor\u0007' })[0]).toBe('Ines Investor · ines@example.com');
  });
});

describe('stamping a PDF', () => {
  it('puts the viewer’s name and email in the text of every page, beside the page’s own text', async () => {
    const stamped = await stampPdf(await financialsPdf(), stamp);
    const texts = await pageTexts(stamped);
    expect(texts).toHaveLength(3);
    texts.forEach((text, k) => {
      expect(text).toContain(`Balance sheet, page ${k + 1}`);
      expect(text).toContain('ines@example.com');
      expect(text).toContain('Ines Investor');
      expect(text).toContain('Gulf Logistics LLC');
      expect(text).toContain('2026-11-25 14:02 UTC');
    });
  });

  it('stamps at full size inside the visible box, even after page content that leaves its own transformation in place', async () => {
    const document = await PDFDocument.create();
    const page = document.addPage([595, 842]);
    page.setMediaBox(100, 100, 595, 842);
    page.pushOperators(concatTransformationMatrix(0.3, 0, 0, 0.3, 0, 0));
    const stamped = await stampPdf(await document.save(), stamp);

    const [items = []] = (await extractTextItems(stamped.slice())).items;
    const stampItems = items.filter((item) => item.str.includes('ines@example.com'));
    expect(stampItems.length).toBeGreaterThanOrEqual(2); // the diagonal and the footer
    for (const item of stampItems) {
      expect(item.fontSize).toBeGreaterThanOrEqual(6);
      expect(item.x).toBeGreaterThanOrEqual(100);
      expect(item.x).toBeLessThanOrEqual(695);
      expect(item.y).toBeGreaterThanOrEqual(100);
      expect(item.y).toBeLessThanOrEqual(942);
    }
  });

  it('leaves the original bytes as they were, without the viewer in them', async () => {
    const original = await financialsPdf();
    const copy = original.slice();
    const stamped = await stampPdf(original, stamp);
    expect(Buffer.from(original).equals(Buffer.from(copy))).toBe(true);
    expect((await pageTexts(original)).join('\n')).not.toContain('ines@example.com');
    expect(contains(original, 'ines@example.com')).toBe(false);
    expect(stamped).not.toBe(original);
  });

  it('stamps an Arabic name, which is found in the page text with the email beside it', async () => {
    const texts = await pageTexts(await stampPdf(await financialsPdf(), arabicStamp));
    for (const text of texts) {
      expect(text).toContain('محمد العلي');
      expect(text).toContain('mohammed@example.com');
    }
  });

  it('refuses an encrypted PDF, which pdf-lib itself will not open', async () => {
    const document = await PDFDocument.create();
    document.addPage();
    const { context } = document;
    context.trailerInfo.Encrypt = context.register(context.obj({ Filter: 'Standard', V: 2, R: 3, Length: 128, P: -3904 }));
    const encrypted = await document.save({ useObjectStreams: false });
    expect(contains(encrypted, '/Encrypt')).toBe(true);
    await expect(PDFDocument.load(encrypted)).rejects.toThrow(/is encrypted/);

    expect((await rejection(stampPdf(encrypted, stamp))).reason).toBe('encrypted');
  });

  it('refuses a PDF whose trailer names an encryption dictionary that cannot be found', async () => {
    // Without object streams the trailer is a plain dictionary, which takes one more entry as text.
    const plain = Buffer.from(await financialsPdf({ useObjectStreams: false })).toString('latin1');
    expect(plain.includes('trailer\n<<')).toBe(true);
    const dangling = Buffer.from(plain.replace('trailer\n<<', 'trailer\n<<\n/Encrypt 999 0 R'), 'latin1');
    await expect(PDFDocument.load(dangling)).resolves.toBeInstanceOf(PDFDocument);

    expect((await rejection(stampPdf(dangling, stamp))).reason).toBe('encrypted');
  });

  it('refuses bytes that are not a PDF, and a PDF without pages, as corrupt', async () => {
    const garbage = Uint8Array.from({ length: 4096 }, (_, k) => (k * 7919) % 251);
    expect((await rejection(stampPdf(garbage, stamp))).reason).toBe('corrupt');
    const header = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R');
    expect((await rejection(stampPdf(header, stamp))).reason).toBe('corrupt');

    const empty = await (await PDFDocument.create()).save({ addDefaultPage: false });
    expect((await rejection(stampPdf(empty, stamp))).reason).toBe('corrupt');
  });
});

describe('stamping an image', () => {
  const picture = (format: 'png' | 'jpeg') =>
    sharp({ create: { width: 640, height: 400, channels: 3, background: '#6b8fb3' } })[format]().toBuffer();

  it('adds a band under a PNG and keeps it a PNG of the same width', async () => {
    const stamped = await stampImage(await picture('png'), 'image/png', stamp);
    const meta = await sharp(stamped).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(640);
    expect(meta.height).toBeGreaterThan(400 + 30);
  });

  it('adds a band under a JPEG and keeps it a JPEG, the band light and the photo unchanged above it', async () => {
    const stamped = await stampImage(await picture('jpeg'), 'image/jpeg', stamp);
    const image = sharp(stamped);
    const meta = await image.metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBe(640);
    expect(meta.height).toBeGreaterThan(400 + 30);
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(320, 200).every((value, k) => Math.abs(value - [0x6b, 0x8f, 0xb3][k]!) < 8)).toBe(true);
    expect(pixel(info.width - 2, info.height - 2).every((value) => value > 230)).toBe(true);
  });

  it('writes names with markup characters and Arabic into the band without failing', async () => {
    const stamped = await stampImage(await picture('png'), 'image/png', { ...arabicStamp, viewerName: 'Ines <b>&amp; "Investor\' محمد' });
    expect((await sharp(stamped).metadata()).height).toBeGreaterThan(400);
  });

  it('refuses bytes that are not an image, and a truncated one, as corrupt', async () => {
    expect((await rejection(stampImage(Buffer.from('not an image at all'), 'image/png', stamp))).reason).toBe('corrupt');
    const jpeg = await picture('jpeg');
    expect((await rejection(stampImage(jpeg.subarray(0, jpeg.length / 3), 'image/jpeg', stamp))).reason).toBe('corrupt');
  });
});
