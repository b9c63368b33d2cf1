import { describe, expect, it } from 'vitest';
import { detectFileKind, matchesExtension } from './file-signature.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('file signatures', () => {
  it('recognises PDF, PNG, JPEG, OLE (doc) and zip (docx) by their first bytes', () => {
    expect(detectFileKind(text('%PDF-1.7\n'))).toBe('pdf');
    expect(detectFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectFileKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(detectFileKind(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('doc');
    expect(detectFileKind(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0))).toBe('docx');
  });

  it('recognises nothing in HTML, SVG, executables, text or files shorter than a signature', () => {
    expect(detectFileKind(text('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(detectFileKind(text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBeNull();
    expect(detectFileKind(text('MZ\x90\x00'))).toBeNull();
    expect(detectFileKind(text(' %PDF-1.4'))).toBeNull();
    expect(detectFileKind(text('%PDF'))).toBeNull();
    expect(detectFileKind(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectFileKind(new Uint8Array(0))).toBeNull();
  });

  it('requires the content to fit the extension, with jpg and jpeg both meaning JPEG', () => {
    expect(matchesExtension('jpeg', 'jpg')).toBe(true);
    expect(matchesExtension('jpeg', 'jpeg')).toBe(true);
    expect(matchesExtension('docx', 'docx')).toBe(true);
    expect(matchesExtension('png', 'pdf')).toBe(false);
    expect(matchesExtension('docx', 'doc')).toBe(false);
    expect(matchesExtension('pdf', 'png')).toBe(false);
  });
});
