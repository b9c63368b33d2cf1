import type { MiddlewareHandler } from 'hono';
import {
  documentMessages, documentTypeFieldSchema, fileExtension, isAllowedDocumentExtension, sanitizeFileName,
  type DocumentExtension,
} from '../../../shared/documents.ts';
import type { DocumentType } from '../../../shared/enums.ts';
import type { AppEnv } from '../../http/context.ts';
import { ApiError, badRequest, invalid } from '../../http/errors.ts';
import { newStorageKey, type Storage } from '../../storage/storage.ts';
import { CONTENT_TYPES, detectFileKind, matchesExtension, SIGNATURE_BYTES, type FileKind } from './file-signature.ts';
import { MalformedMultipartError, multipartBoundary, MultipartReader, MultipartTooLargeError } from './multipart.ts';

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

const tooLarge = (maxBytes: number) => {
  const message = documentMessages.tooLarge(maxBytes);
  return new ApiError(413, message, { file: message });
};

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
 * extension, signature and size on the way; on any refusal nothing stays in storage.
 */
export async function receiveUpload(request: Request, storage: Storage, maxFileBytes: number): Promise<ReceivedUpload> {
  const boundary = multipartBoundary(request.headers.get('content-type') ?? undefined);
  if (!boundary || !request.body) throw invalid({ file: documentMessages.fileRequired });
  const reader = new MultipartReader(request.body, boundary, maxFileBytes + ENVELOPE_BYTES);
  let stored: Omit<ReceivedUpload, 'type'> | undefined;
  try {
    let type = parseType(undefined);
    for (let part = await reader.nextPart(); part; part = await reader.nextPart()) {
      if (part.name === 'type' && part.fileName === undefined) {
        type = parseType(await reader.readText(TYPE_FIELD_MAX_BYTES));
      } else if (part.name === 'file' && part.fileName !== undefined) {
        if (stored) throw invalid({ file: documentMessages.oneFileAtATime });
        stored = await storeFile(storage, reader.partBody(), part.fileName, maxFileBytes);
      } else if (part.name === 'file') {
        throw invalid({ file: documentMessages.fileRequired });
      } else {
        throw invalid({ [part.name || '_']: 'This field is not allowed.' });
      }
    }
    if (!stored) throw invalid({ file: documentMessages.fileRequired });
    return { ...stored, type };
  } catch (error) {
    if (stored) await storage.delete(stored.storageKey).catch(() => {});
    if (error instanceof MultipartTooLargeError) throw tooLarge(maxFileBytes);
    if (error instanceof MalformedMultipartError) throw badRequest(documentMessages.malformed);
    throw error;
  }
}

function parseType(value: string | undefined): DocumentType {
  const parsed = documentTypeFieldSchema.safeParse(value === '' ? undefined : value);
  if (!parsed.success) throw invalid({ type: parsed.error.issues[0]?.message ?? 'Not a document type.' });
  return parsed.data;
}

async function storeFile(
  storage: Storage,
  body: AsyncIterable<Uint8Array>,
  originalName: string,
  maxBytes: number,
): Promise<Omit<ReceivedUpload, 'type'>> {
  const fileName = sanitizeFileName(originalName);
  const extension = fileExtension(fileName);
  if (!isAllowedDocumentExtension(extension)) throw invalid({ file: documentMessages.extensionNotAllowed });
  const storageKey = newStorageKey();
  const seen: Seen = { kind: undefined, size: 0 };
  await storage.put(storageKey, checkedFile(body, extension, maxBytes, seen));
  if (!seen.kind) throw new Error('stored a file whose kind was never checked');
  return { storageKey, fileName, contentType: CONTENT_TYPES[seen.kind], sizeBytes: seen.size };
}

interface Seen {
  kind: FileKind | undefined;
  size: number;
}

/** Passes the file through, refusing it as soon as its size or first bytes are wrong. */
async function* checkedFile(body: AsyncIterable<Uint8Array>, extension: DocumentExtension, maxBytes: number, seen: Seen) {
  let head: Uint8Array = new Uint8Array(0);
  for await (const chunk of body) {
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
