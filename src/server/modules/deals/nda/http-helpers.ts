import type { Context } from 'hono';
import { requireUser } from '../../../auth/sessions.ts';
import type { AppEnv } from '../../../http/context.ts';
import { contentDisposition } from '../../documents/index.ts';

/** A PDF sent as an attachment, never cached, never sniffed (the NDA's own document, its certificate). */
export const pdfHeaders = (fileName: string, length: number) => ({
  'Content-Type': 'application/pdf',
  'Content-Length': String(length),
  'Content-Disposition': contentDisposition('attachment', fileName),
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'private, no-store',
});

/** The language a text is asked in, else the reader's account's. */
export const readerLanguage = (c: Context<AppEnv>, asked: 'en' | 'ar' | undefined) => asked ?? requireUser(c).language;
