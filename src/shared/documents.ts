import { z } from 'zod';
import { DOCUMENT_TYPES } from './enums.ts';
import { messageText } from './messages/messages.ts';

// Documents attached to a profile (spec section 3 "documents", section 5 "File upload accepts …").

export const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx'] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

/** The value of a file input's accept attribute. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Same as the server's UPLOAD_MAX_BYTES default; the server's configured value is the one enforced. */
export const DEFAULT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const MAX_DOCUMENTS_PER_USER = 30;
export const FILE_NAME_MAX_LENGTH = 200;

export const documentSchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  /** Shared into every deal opened from now on (issue 18); otherwise only into the deals it is shared with. */
  share_with_future_deals: z.boolean(),
  created_at: z.string(),
});
export type DocumentDto = z.infer<typeof documentSchema>;

export const documentListSchema = z.object({ documents: z.array(documentSchema) });
export type DocumentList = z.infer<typeof documentListSchema>;

/** The upload form's optional `type` field; absent means 'other'. */
export const documentTypeFieldSchema = z.enum(DOCUMENT_TYPES, { message: messageText('documentType') }).default('other');

export const documentMessages = {
  fileRequired: messageText('fileRequired'),
  oneFileAtATime: messageText('oneFileAtATime'),
  extensionNotAllowed: messageText('extensionNotAllowed'),
  empty: messageText('fileEmpty'),
  contentMismatch: (extension: string) => messageText('contentMismatch', { extension }),
  tooLarge: (maxBytes: number) => messageText('fileTooLarge', { limit: formatFileSize(maxBytes) }),
  tooMany: messageText('tooManyDocuments'),
  malformed: messageText('uploadMalformed'),
} as const;

// Control characters, and bidirectional overrides that can disguise an extension ("report‮fdp.exe").
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a file is stored and offered under: the base name only (no folders), without control
 * characters or `..`, at most FILE_NAME_MAX_LENGTH characters with the extension kept.
 */
export function sanitizeFileName(original: string): string {
  const cleaned = original.normalize('NFC').replace(UNSAFE_CHARACTERS, '');
  const base = cleaned.split(/[/\\]/).pop() ?? '';
  const name = base.replace(/\.{2,}/g, '.').replace(/^[\s.]+|\s+$/g, '');
  const characters = Array.from(name);
  if (characters.length <= FILE_NAME_MAX_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  const stem = Array.from(name.slice(0, name.length - extension.length));
  return stem.slice(0, FILE_NAME_MAX_LENGTH - extension.length).join('').trimEnd() + extension;
}

/** The lower-cased extension of a file name, or null when it has none. */
export function fileExtension(fileName: string): string | null {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0 || dot === fileName.length - 1) return null;
  return fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedDocumentExtension(extension: string | null): extension is DocumentExtension {
  return extension !== null && (DOCUMENT_EXTENSIONS as readonly string[]).includes(extension);
}

/** 1536 → "1.5 KB"; binary units as file managers show them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 10 || Number.isInteger(value) ? Math.round(value).toString() : value.toFixed(1);
  return `${rounded} ${units[unit]}`;
}
