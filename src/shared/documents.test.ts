import { describe, expect, it } from 'vitest';
import { fileExtension, formatFileSize, isAllowedDocumentExtension, sanitizeFileName } from './documents.ts';

describe('document file names', () => {
  it('keeps only the base name, without control characters, bidirectional overrides or ".."', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\fakepath\\Annual Report.pdf')).toBe('Annual Report.pdf');
    expect(sanitizeFileName('re\u0000port\u001f..pdf')).toBe('report.pdf');
    expect(sanitizeFileName('invoice\u202efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitizeFileName('..hidden.pdf')).toBe('hidden.pdf');
    expect(sanitizeFileName('  spaced name.pdf  ')).toBe('spaced name.pdf');
  });

  it('caps the name at 200 characters and keeps the extension', () => {
    const capped = sanitizeFileName(`${'é'.repeat(250)}.docx`);
    expect(Array.from(capped)).toHaveLength(200);
    expect(capped.endsWith('.docx')).toBe(true);
  });

  it('reads the extension case-insensitively and allows only pdf, jpg, jpeg, png, doc and docx', () => {
    expect(fileExtension('Scan.JPG')).toBe('jpg');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBeNull();
    expect(fileExtension('trailing.')).toBeNull();
    for (const ok of ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx']) expect(isAllowedDocumentExtension(ok)).toBe(true);
    for (const no of ['svg', 'html', 'exe', 'gif', null]) expect(isAllowedDocumentExtension(no)).toBe(false);
  });
});

describe('file sizes', () => {
  it('reads as bytes, KB, MB with one decimal below ten', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2.3 MB');
  });
});
