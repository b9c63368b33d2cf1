import { extractText, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { OfferTerms } from '#shared/deals/offers.ts';
import { loiPdf, type LoiPdfInput } from './loi-pdf.ts';

const SHA256 = '3f'.repeat(16) + 'a7'.repeat(16);

const terms = (overrides: Partial<OfferTerms> = {}): OfferTerms => ({
  kind: 'loi',
  scope: 'whole',
  currency: 'USD',
  price: 4_500_000,
  payment: [
    { kind: 'cash', percent: 60 },
    { kind: 'deferred', percent: 20 },
    { kind: 'earn_out', percent: 20, measure: 'EBITDA above USD 1.2M', months: 24 },
  ],
  conditions: ['due_diligence', 'regulatory', 'other'],
  conditions_other: 'Landlord consents to the lease transfer',
  exclusivity_days: 45,
  expires_on: '2026-12-31',
  note: 'Completion within 90 days of signing.',
  ...overrides,
});

const letter = (overrides: Partial<LoiPdfInput> = {}): LoiPdfInput => ({
  language: 'en',
  verificationCode: 'LOI-7K3Q-9XPD-M4TW',
  version: 3,
  sha256: SHA256,
  terms: terms(),
  business: { title: 'Gulf Tech Trading LLC' },
  maker: { name: 'Rahul Mehta', side: 'investor', madeAt: new Date('2026-11-20T08:15:00Z') },
  signer: {
    name: 'Fatima Al Zahra',
    typedName: 'FATIMA AL ZAHRA',
    signedAt: new Date('2026-11-25T14:02:11.480Z'),
    ip: '203.0.113.42',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  },
  owner: { name: 'Fatima Al Zahra', email: 'fatima@example.com' },
  investor: { name: 'Rahul Mehta', email: 'rahul@example.in', company: 'Falcon Capital Ltd' },
  issuedAt: new Date('2026-12-01T09:30:00Z'),
  verifyUrl: 'https://dealbridge.example/loi/verify',
  ...overrides,
});

/** pdf.js may detach the buffer it reads, so each reading gets its own copy. */
async function pagesOf(pdf: Uint8Array): Promise<string[]> {
  return (await extractText(new Uint8Array(pdf), { mergePages: false })).text;
}

const textOf = async (pdf: Uint8Array): Promise<string> => (await pagesOf(pdf)).join('\n');
/** A hash or a user agent is wrapped over lines; compare without the line breaks. */
const withoutSpace = (text: string): string => text.replace(/\s+/g, '');

describe('the letter of intent PDF', () => {
  it('prints the terms: price, each part of the payment with its amount, the earn-out, conditions, exclusivity and expiry', async () => {
    const text = await textOf(await loiPdf(letter()));

    for (const expected of [
      'Letter of intent',
      'Gulf Tech Trading LLC',
      'Version 3',
      'The whole business',
      'USD 4,500,000',
      'Cash',
      '60% (USD 2,700,000)',
      'Deferred payment',
      'Earn-out',
      '20% (USD 900,000)',
      'Measured on EBITDA above USD 1.2M',
      'Over 24 months',
      'Satisfactory due diligence',
      'Regulatory approvals',
      'Other: Landlord consents to the lease transfer',
      '45 days',
      '2026-12-31, at the end of the day (UTC)',
      'Completion within 90 days of signing.',
      'subject to the conditions listed',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Implied value');
  });

  it('prints both acceptance records, the SHA-256 in two halves, the verification code and where to verify it', async () => {
    const pages = await pagesOf(await loiPdf(letter()));
    const text = pages.join('\n');

    for (const expected of [
      'LOI-7K3Q-9XPD-M4TW',
      'Proposed by',
      'Rahul Mehta',
      'Investor',
      '2026-11-20 08:15:00 UTC',
      'Accepted and signed by',
      'Fatima Al Zahra',
      'Owner of the business',
      'FATIMA AL ZAHRA',
      '2026-11-25 14:02:11 UTC',
      '203.0.113.42',
      'Issued at',
      '2026-12-01 09:30:00 UTC',
      'Falcon Capital Ltd',
      'fatima@example.com',
      'rahul@example.in',
      'Verify at https://dealbridge.example/loi/verify with the code above.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(SHA256.slice(0, 32));
    expect(text).toContain(SHA256.slice(32));
    expect(withoutSpace(text)).toContain(withoutSpace(letter().signer.userAgent ?? ''));
    expect(pages.find((page) => page.includes('Proposed by'))).toContain('Issued at');
    pages.forEach((page, index) => {
      expect(page).toContain('Dealbridge letter of intent LOI-7K3Q-9XPD-M4TW · https://dealbridge.example/loi/verify');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  });

  it('shows a stake, in shares or assets, with the value of 100% it implies', async () => {
    const stake = terms({ scope: 'stake', stake_percent: 30, stake_form: 'assets' });
    const text = await textOf(await loiPdf(letter({ terms: stake })));

    expect(text).toContain('A stake of 30%, in assets');
    expect(text).toContain('Implied value of 100%');
    expect(text).toContain('USD 15,000,000');
  });

  it('says when nothing is asked: no conditions, no exclusivity; and cuts a long user agent at 300 characters', async () => {
    const userAgent = 'Mozilla/5.0 '.repeat(40);
    const pdf = await loiPdf(letter({
      terms: terms({ conditions: [], conditions_other: undefined, exclusivity_days: 0, note: undefined }),
      signer: { ...letter().signer, ip: null, userAgent },
    }));
    const text = withoutSpace(await textOf(pdf));

    expect(text).toContain('ConditionsNone');
    expect(text).toContain('ExclusivityaskedNone');
    expect(text).toContain('IPaddressNotrecorded');
    expect(text).toContain(`${withoutSpace(userAgent.slice(0, 299))}…`);
    expect(text).not.toContain(withoutSpace(userAgent.slice(0, 301)));
  });

  it('carries its title, language and Dealbridge as producer in the PDF metadata', async () => {
    const { info } = await getMeta(new Uint8Array(await loiPdf(letter())));

    expect(info.Title).toBe('Letter of intent LOI-7K3Q-9XPD-M4TW');
    expect(info.Producer).toBe('Dealbridge');
  });

  it('is written in Arabic on request: Arabic labels, the same figures, names and code', async () => {
    const pdf = await loiPdf(letter({
      language: 'ar',
      terms: terms({ scope: 'stake', stake_percent: 30, stake_form: 'shares' }),
      maker: { name: 'محمد العلي', side: 'investor', madeAt: new Date('2026-11-20T08:15:00Z') },
      investor: { name: 'محمد العلي', email: 'm.ali@example.ae', company: null },
    }));
    const text = await textOf(pdf);

    // pdf.js gives a lam-alef ligature back in visual order ("الأداء" reads "األداء"): the words checked have none.
    for (const expected of [
      'خطاب نوايا',
      'رمز التحقق',
      'LOI-7K3Q-9XPD-M4TW',
      'محمد العلي',
      'Fatima Al Zahra',
      'FATIMA AL ZAHRA',
      'USD 4,500,000',
      'USD 15,000,000',
      'القيمة الضمنية لكامل الشركة',
      'دفعة مرتبطة',
      'أساس القياس',
      'العناية الواجبة بنتيجة مرضية',
      'فترة الحصرية المطلوبة',
      '45 يوما',
      'المدة: 24 شهرا',
      'سجل القبول والتوقيع',
      'مقدم العرض',
      'قبل العرض ووقعه',
      'المستثمر',
      'مالك الشركة',
    ]) {
      expect(text).toContain(expected);
    }
    expect(withoutSpace(text)).toContain(SHA256);
    expect(text).not.toContain('Letter of intent');
    expect(text).not.toContain('Proposed by');
    expect((await getMeta(new Uint8Array(pdf))).info.Title).toBe('خطاب نوايا LOI-7K3Q-9XPD-M4TW');
  });

  it('refuses terms without one price: an indication of interest is not signed', async () => {
    await expect(loiPdf(letter({ terms: terms({ kind: 'ioi', price: null, price_min: 4e6, price_max: 5e6 }) }))).rejects.toThrow('one price');
  });
});
