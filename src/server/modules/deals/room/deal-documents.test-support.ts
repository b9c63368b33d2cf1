import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { extractText } from 'unpdf';
import { expect } from 'vitest';
import type { DocumentDto } from '#shared/documents.ts';
import type { DocumentType } from '#shared/enums.ts';
import { deals, documents } from '../../../db/schema.ts';
import { toReadable } from '../../../storage/storage.ts';
import type { TestContext } from '../../../testing/test-app.ts';
import { upload } from '../../documents/documents.test-support.ts';
import type { Party } from './deals.test-support.ts';

// Helpers of the NDA and deal-documents API tests (issue 18): real PDFs and PNGs, uploads, the stored bytes, the text
// a PDF reader finds in a download, and introductions of parties that already exist.

export const json = async <T>(res: Response, status: number): Promise<T> => {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
};

export interface ErrorBody {
  code: string;
  message: string;
  fields?: Record<string, { code: string; message: string }>;
}
export const errorOf = async (res: Response, status: number): Promise<ErrorBody> => (await json<{ error: ErrorBody }>(res, status)).error;

/** A real PDF of `pages` pages, each with a line of its own text ("<title>, page k"). */
export async function pdfOf(pages: number, title = 'Financial statements 2025'): Promise<Uint8Array<ArrayBuffer>> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let k = 1; k <= pages; k += 1) {
    document.addPage([595, 842]).drawText(`${title}, page ${k}`, { x: 50, y: 760, size: 18, font });
  }
  return new Uint8Array(await document.save());
}

/** A real PNG of one colour. */
export async function pngOf(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#2a6f97' } }).png().toBuffer());
}

/** Uploads a file as the party, through the documents API. */
export async function uploaded(ctx: TestContext, who: Party, name: string, bytes: Uint8Array<ArrayBuffer>, type: DocumentType = 'other'): Promise<DocumentDto> {
  return json<DocumentDto>(await upload(ctx, who.client, name, bytes, { type }), 201);
}

/** The bytes kept in storage for a document, read past the API. */
export async function storedBytes(ctx: TestContext, documentId: string): Promise<Buffer> {
  const [row] = await ctx.deps.db.select({ key: documents.storageKey }).from(documents).where(eq(documents.id, documentId));
  if (!row) throw new Error(`no document ${documentId}`);
  const body = await ctx.deps.storage.get(row.key);
  if (!body) throw new Error(`nothing stored for ${documentId}`);
  const chunks: Buffer[] = [];
  for await (const chunk of body instanceof Readable ? body : toReadable(body)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Each page's text as a PDF reader extracts it, with runs of white space as one space (pdf.js may take over the bytes: it gets a copy). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' '));
}

export const bytesOf = async (res: Response): Promise<Buffer> => Buffer.from(await res.arrayBuffer());

/** Introduces two parties that already exist (an owner meeting a second investor): NDA, Interested, Connect. Returns the deal's id. */
export async function introduce(ctx: TestContext, investor: Party, owner: Party): Promise<string> {
  await investor.client.acceptNda(owner.profileId);
  expect((await investor.client.post(`/api/matching/businesses/${owner.profileId}/interest`)).status).toBe(200);
  expect((await owner.client.post(`/api/matching/investors/${investor.profileId}/connect`)).status).toBe(200);
  const [deal] = await ctx.deps.db.select({ id: deals.id }).from(deals).where(and(eq(deals.investorUserId, investor.userId), eq(deals.ownerUserId, owner.userId)));
  if (!deal) throw new Error('the introduction opened no deal');
  return deal.id;
}
