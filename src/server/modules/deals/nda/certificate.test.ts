import { createHash } from 'node:crypto';
import { extractText, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderNdaCertificate, type NdaCertificateInput } from './certificate.ts';
import { findStandardNda, STANDARD_NDA_VERSION, standardNda } from './standard-nda.ts';

const english = standardNda('en');
const arabic = standardNda('ar');

const record = (overrides: Partial<NdaCertificateInput> = {}): NdaCertificateInput => ({
  verificationCode: 'NDA-7K3Q-9XPD',
  version: english.version,
  kind: 'standard',
  sha256: english.sha256,
  language: 'en',
  ndaTitle: english.title,
  ndaText: english.text,
  business: { companyName: 'Gulf Tech Trading LLC', ownerName: 'Fatima Al Zahra', ownerEmail: 'fatima@example.com' },
  investor: { name: 'Rahul Mehta', email: 'rahul@example.in', company: 'Falcon Capital Ltd' },
  typedName: 'Rahul Mehta',
  acceptedAt: new Date('2026-11-25T14:02:11.480Z'),
  ip: '203.0.113.42',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  issuedAt: new Date('2026-12-01T09:30:00Z'),
  verifyUrl: 'https://dealbridge.example/nda/verify',
  ...overrides,
});

/** pdf.js may detach the buffer it reads, so each reading gets its own copy. */
async function pagesOf(pdf: Uint8Array): Promise<string[]> {
  return (await extractText(new Uint8Array(pdf), { mergePages: false })).text;
}

const textOf = async (pdf: Uint8Array): Promise<string> => (await pagesOf(pdf)).join('\n');
/** A hash or a user agent is wrapped over lines; compare without the line breaks. */
const withoutSpace = (text: string): string => text.replace(/\s+/g, '');

describe('the NDA certificate', () => {
  it('prints the verification code, both parties, the business and the acceptance record', async () => {
    const text = await textOf(await renderNdaCertificate(record()));

    for (const expected of [
      'NDA acceptance certificate',
      'NDA-7K3Q-9XPD',
      'Gulf Tech Trading LLC',
      'Fatima Al Zahra',
      'fatima@example.com',
      'Rahul Mehta',
      'rahul@example.in',
      'Falcon Capital Ltd',
      'mutual-nda-v1',
      '203.0.113.42',
      '2026-11-25 14:02:11 UTC',
      '2026-12-01 09:30:00 UTC',
      'Verify at https://dealbridge.example/nda/verify with the code above',
    ]) {
      expect(text).toContain(expected);
    }
    expect(withoutSpace(text)).toContain(english.sha256);
    expect(withoutSpace(text)).toContain(withoutSpace(record().userAgent ?? ''));
  });

  it('carries its title and Dealbridge as producer in the PDF metadata', async () => {
    const { info } = await getMeta(new Uint8Array(await renderNdaCertificate(record())));

    expect(info.Title).toBe('NDA acceptance certificate NDA-7K3Q-9XPD');
    expect(info.Producer).toBe('Dealbridge');
  });

  it('prints names typed in Arabic in their own letters', async () => {
    const pdf = await renderNdaCertificate(
      record({ typedName: 'محمد العلي', investor: { name: 'محمد العلي', email: 'm.ali@example.ae', company: null } }),
    );
    const text = await textOf(pdf);

    expect(text).toContain('محمد العلي');
    expect(text).toContain('m.ali@example.ae');
  });

  it('includes the standard text in full, after the record', async () => {
    const text = withoutSpace(await textOf(await renderNdaCertificate(record())));

    expect(text).toContain(withoutSpace('1. Parties. This Agreement is between'));
    expect(text).toContain(withoutSpace('the courts of the DIFC have exclusive jurisdiction'));
    expect(text.indexOf('Typedname')).toBeLessThan(text.indexOf('1.Parties.'));
  });

  it('flows a long standard text over as many pages as it needs, each numbered "Page n of m"', async () => {
    const long = Array.from({ length: 4 }, () => english.text).join('\n\n');
    const pages = await pagesOf(await renderNdaCertificate(record({ ndaText: long })));

    expect(pages.length).toBeGreaterThanOrEqual(5);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(pages.join('\n').match(/Governing law and jurisdiction/g)).toHaveLength(4);
  });

  it('identifies the owner’s own NDA by its SHA-256 instead of printing a text', async () => {
    const sha256 = 'ab'.repeat(32);
    const pdf = await renderNdaCertificate(record({ kind: 'custom', version: 'custom', sha256, ndaTitle: 'Acme NDA.pdf', ndaText: null }));
    const text = await textOf(pdf);

    expect(text).toContain('owner’s own non-disclosure agreement');
    expect(text).toContain('Acme NDA.pdf');
    expect(withoutSpace(text)).toContain(sha256);
    expect(text).not.toContain('Governing law');
  });

  it('draws the Arabic standard text in Arabic letters, saying the English version prevails', async () => {
    const pdf = await renderNdaCertificate(
      record({ sha256: arabic.sha256, language: 'ar', ndaTitle: arabic.title, ndaText: arabic.text }),
    );
    const text = await textOf(pdf);

    expect(withoutSpace(text)).toContain(arabic.sha256);
    expect(text).toContain('The agreement was accepted in Arabic');
    expect(text).toContain('the English version prevails');
    expect(text).toContain('المعلومات السرية');
    expect(text).toContain('مركز دبي المالي العالمي');
  });
});

describe('the standard NDA', () => {
  const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

  it('is served in English and Arabic, each with the SHA-256 of the text exactly as served', () => {
    for (const nda of [english, arabic]) {
      expect(nda.version).toBe(STANDARD_NDA_VERSION);
      expect(nda.sha256).toBe(sha256(nda.text));
      expect(standardNda(nda.language)).toEqual(nda);
    }
    expect(english.sha256).not.toBe(arabic.sha256);
    expect(english.title).toBe('Mutual Non-Disclosure Agreement');
    expect(arabic.title).toBe('اتفاقية عدم إفصاح متبادلة');
  });

  it('names its governing law and says the English version prevails, in both languages', () => {
    expect(english.text).toContain('Dubai International Financial Centre (DIFC)');
    expect(english.text).toContain('the English version prevails');
    expect(arabic.text).toContain('مركز دبي المالي العالمي (DIFC)');
    expect(arabic.text).toContain('يسود النص الإنجليزي');
  });

  it('is found by the hash of either language, and nothing else is', () => {
    expect(findStandardNda(english.sha256)).toMatchObject({ version: STANDARD_NDA_VERSION, language: 'en' });
    expect(findStandardNda(arabic.sha256)).toMatchObject({ version: STANDARD_NDA_VERSION, language: 'ar' });
    expect(findStandardNda(sha256('an owner’s own NDA'))).toBeNull();
  });
});
