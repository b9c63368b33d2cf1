import type { DocumentExtension } from '#shared/documents.ts';

// What a file really is, read from its first bytes: the client's name and Content-Type are not trusted.

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'doc' | 'docx';

/** Enough leading bytes to recognise every kind below. */
export const SIGNATURE_BYTES = 8;

const SIGNATURES: ReadonlyArray<readonly [FileKind, readonly number[]]> = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['doc', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]], // OLE compound file
  ['docx', [0x50, 0x4b, 0x03, 0x04]], // zip (Office Open XML)
];

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const KIND_OF_EXTENSION: Record<DocumentExtension, FileKind> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  doc: 'doc',
  docx: 'docx',
};

/** The kind whose signature starts `head`, or null for anything else (HTML, SVG, executables, text…). */
export function detectFileKind(head: Uint8Array): FileKind | null {
  for (const [kind, signature] of SIGNATURES) {
    if (head.length >= signature.length && signature.every((byte, i) => head[i] === byte)) return kind;
  }
  return null;
}

/** Whether the content fits the extension, so a PNG renamed .pdf is refused as well as HTML renamed .pdf. */
export function matchesExtension(kind: FileKind, extension: DocumentExtension): boolean {
  return KIND_OF_EXTENSION[extension] === kind;
}
