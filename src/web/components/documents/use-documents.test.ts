import { describe, expect, it } from 'vitest';
import { downloadUrl, preUploadProblem } from './use-documents.ts';

describe('checks before an upload is sent', () => {
  it('refuses a file outside the allowed extensions, an empty file and one over the limit', () => {
    expect(preUploadProblem({ name: 'logo.svg', size: 10 }, 100)).toBe('extension');
    expect(preUploadProblem({ name: 'setup.exe', size: 10 }, 100)).toBe('extension');
    expect(preUploadProblem({ name: 'empty.pdf', size: 0 }, 100)).toBe('empty');
    expect(preUploadProblem({ name: 'big.docx', size: 101 }, 100)).toBe('tooLarge');
  });

  it('lets an allowed file within the limit through, whatever the case of its extension', () => {
    expect(preUploadProblem({ name: 'Scan.JPG', size: 100 }, 100)).toBeNull();
    expect(preUploadProblem({ name: 'report.pdf', size: 1 }, 100)).toBeNull();
  });

  it('builds the download address from the document id', () => {
    expect(downloadUrl('1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toBe('/api/documents/1b4e28ba-2fa1-11d2-883f-0016d3cca427/download');
  });
});
