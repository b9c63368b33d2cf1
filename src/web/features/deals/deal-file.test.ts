import { describe, expect, it } from 'vitest';
import { dealFileUrl, ndaCertificateUrl } from './deal-file.ts';

describe('the addresses of a deal’s files', () => {
  it('asks for the stamped copy as a download, or inline for a view', () => {
    expect(dealFileUrl('d1', 'doc 2')).toBe('/api/deals/d1/documents/doc%202/file');
    expect(dealFileUrl('d1', 'doc2', true)).toBe('/api/deals/d1/documents/doc2/file?view=1');
  });

  it('asks for the NDA certificate of the deal', () => {
    expect(ndaCertificateUrl('d/1')).toBe('/api/deals/d%2F1/nda-certificate');
  });
});
