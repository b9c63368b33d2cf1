import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import busboy from 'busboy';
import type { MiddlewareHandler } from 'hono';
import {
  documentMessages, documentTypeFieldSchema, fileExtension, isAllowedDocumentExtension, sanitizeFileName,
  type DocumentExtension,
} from '#shared/documents.ts';
import type { DocumentType } from '#shared/enums.ts';
import { message } from '#shared/messages/messages.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError, badRequest, invalid } from '../../http/errors.ts';
import { newStorageKey, type Storage } from '../../storage/storage.ts';
import { CONTENT_TYPES, detectFileKind, matchesExtension, SIGNATURE_BYTES, type FileKind } from './file-signature.ts';

// An upload is parsed by busboy as it arrives, and its one file streams to storage in chunks
// (Request.formData() would hold it whole in memory). See docs/decisions/0101-busboy-uploads.md.

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const ENVELOPE_BYTES = 64 * 1024;
const TYPE_FIELD_MAX_BYTES = 100;

export interface ReceivedUpload {
  storageKey: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  type: DocumentType;
}

type StoredFile = Omit<ReceivedUpload, 'type'>;

const tooLarge = (maxBytes: number) => {
  const message = documentMessages.tooLarge(maxBytes);
  return new ApiError(413, message, { file: message });
};
const malformed = () => badRequest(documentMessages.malformed);
const notAllowed = (name: string | undefined) => invalid({ [name || '_']: message('fieldNotAllowed') });

export const isDocumentUpload = (method: string, path: string) => method === 'POST' && path === '/api/documents';

/**
 * Stands in for the JSON body limit on the upload route: a declared length over the limit is
 * refused before anything is read; an undeclared one is counted while streaming.
 */
export const uploadSizeLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const declared = Number(c.req.header('content-length'));
  const maxBytes = c.var.deps.config.UPLOAD_MAX_BYTES;
  if (Number.isFinite(declared) && declared > maxBytes + ENVELOPE_BYTES) throw tooLarge(maxBytes);
  await next();
};

/**
 * Streams the `file` part of a multipart request to storage under a new random key, checking its
 * extension, signature and size on the way. Whatever refuses the upload (a stray field, a second
 * file, the size limit, a wrong signature, a body cut short or abandoned) stops the parser and the
 * storage write, and nothing stays in storage.
 */
export async function receiveUpload(request: Request, storage: Storage, maxFileBytes: number): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  // busboy reads urlencoded forms too; only a multipart form can carry a file.
  if (!/^multipart\/form-data\s*(;|$)/i.test(contentType) || !request.body) throw invalid({ file: documentMessages.fileRequired });
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send file names as UTF-8; sanitizeFileName, not busboy, drops the folders.
      defParamCharset: 'utf8',
      preservePath: true,
      // busboy reports its fileSize limit once a file reaches it, so one byte more means too large.
      limits: { files: 1, fileSize: maxFileBytes + 1, fieldSize: TYPE_FIELD_MAX_BYTES },
    });
  } catch {
    // No boundary in the Content-Type.
    throw invalid({ file: documentMessages.fileRequired });
  }

  let refusal: unknown;
  const refuse = (error: unknown) => {
    refusal ??= error;
    // Also ends the file stream with this error, so the storage write fails and cleans up.
    parser.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  let typeValue: string | undefined;
  let stored: Promise<StoredFile> | undefined;

  parser.on('field', (name, value, info) => {
    if (name === 'type' && !info.valueTruncated) typeValue = value;
    else if (name === 'type') refuse(malformed());
    else if (name === 'file') refuse(invalid({ file: documentMessages.fileRequired }));
    else refuse(notAllowed(name));
  });
  parser.on('file', (name, stream, info) => {
    // Its errors are the parser's, which reach the refusal already.
    stream.on('error', () => {});
    if (name !== 'file' || info.filename === undefined) {
      stream.resume();
      refuse(name === 'file' ? invalid({ file: documentMessages.fileRequired }) : notAllowed(name));
      return;
    }
    stream.on('limit', () => refuse(tooLarge(maxFileBytes)));
    stored = storeFile(storage, stream, info.filename, maxFileBytes);
    // A refused or failed write stops the parser too, rather than leaving it waiting on a reader.
    stored.catch(refuse);
  });
  // busboy reports a malformed part header as an error event; refusals come back here too.
  parser.on('error', (error) => refuse(error instanceof ApiError ? error : malformed()));
  parser.on('filesLimit', () => refuse(invalid({ file: documentMessages.oneFileAtATime })));

  try {
    await feed(request.body, parser, maxFileBytes + ENVELOPE_BYTES, () => tooLarge(maxFileBytes));
  } catch (error) {
    // busboy's own errors (a malformed header, the end of the form missing) and a client gone away.
    refuse(error instanceof ApiError ? error : malformed());
  }
  const file = stored ? await stored.catch(() => undefined) : undefined;
  try {
    if (refusal !== undefined) throw refusal;
    if (!file) throw invalid({ file: documentMessages.fileRequired });
    return { ...file, type: parseType(typeValue) };
  } catch (error) {
    if (file) await storage.delete(file.storageKey).catch(() => {});
    throw error;
  }
}

/**
 * Writes the body into the parser, honouring its back-pressure, and stops as soon as the parser
 * is destroyed. The body is left unread rather than cancelled: cancelling would close the
 * connection before the error is answered.
 */
async function feed(body: ReadableStream<Uint8Array>, parser: Writable, maxBytes: number, overLimit: () => ApiError) {
  const closed = new Promise<'closed'>((resolve) => parser.once('close', () => resolve('closed')));
  const reader = body.getReader();
  let total = 0;
  try {
    for (;;) {
      const read = reader.read();
      read.catch(() => {});
      const next = await Promise.race([read, closed]);
      if (next === 'closed') return;
      if (next.done) break;
      total += next.value.byteLength;
      if (total > maxBytes) throw overLimit();
      if (!parser.write(next.value)) await Promise.race([new Promise((resolve) => parser.once('drain', resolve)), closed]);
    }
    parser.end();
    // Finishes once the file stream has been read to its end, that is once storage has it all.
    await finished(parser);
  } finally {
    reader.releaseLock();
  }
}

function parseType(value: string | undefined): DocumentType {
  const parsed = documentTypeFieldSchema.safeParse(value === '' ? undefined : value);
  if (!parsed.success) throw invalid({ type: message('documentType') });
  return parsed.data;
}

async function storeFile(storage: Storage, stream: Readable, originalName: string, maxBytes: number): Promise<StoredFile> {
  const fileName = sanitizeFileName(originalName);
  const extension = fileExtension(fileName);
  if (!isAllowedDocumentExtension(extension)) throw invalid({ file: documentMessages.extensionNotAllowed });
  const storageKey = newStorageKey();
  const seen: Seen = { kind: undefined, size: 0 };
  await storage.put(storageKey, checkedFile(stream, extension, maxBytes, seen));
  if (!seen.kind) throw new Error('stored a file whose kind was never checked');
  return { storageKey, fileName, contentType: CONTENT_TYPES[seen.kind], sizeBytes: seen.size };
}

interface Seen {
  kind: FileKind | undefined;
  size: number;
}

/** Passes the file through, refusing it as soon as its size or first bytes are wrong. */
async function* checkedFile(stream: Readable, extension: DocumentExtension, maxBytes: number, seen: Seen) {
  let head: Uint8Array = new Uint8Array(0);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      seen.size += chunk.length;
      if (seen.size > maxBytes) throw tooLarge(maxBytes);
      if (seen.kind) {
        yield chunk;
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length < SIGNATURE_BYTES) continue;
      seen.kind = checkedKind(head, extension);
      yield head;
    }
  } catch (error) {
    // The parser ended the stream: a refusal already made, or a body cut short.
    throw error instanceof ApiError ? error : malformed();
  }
  if (!seen.kind) {
    seen.kind = checkedKind(head, extension);
    yield head;
  }
}

function checkedKind(head: Uint8Array, extension: DocumentExtension): FileKind {
  if (head.length === 0) throw invalid({ file: documentMessages.empty });
  const kind = detectFileKind(head);
  if (!kind || !matchesExtension(kind, extension)) throw invalid({ file: documentMessages.contentMismatch(extension) });
  return kind;
}
