import { PDFDocument, type PDFFont } from 'pdf-lib';
import type { TextStyle } from '../../../pdf/bidi-lines.ts';
import { CONTENT_WIDTH, FOOTER_BASELINE, MARGIN, MUTED, PageWriter } from '../../../pdf/page-writer.ts';
import { embedUnicodeFont } from '../../../pdf/unicode-font.ts';

// The NDA certificate (issue 18): a PDF either party downloads, with the acceptance record, a verification code and
// the text accepted. Arabic text is drawn as directional runs in visual order (pdf/bidi-lines.ts, pdf/page-writer.ts).

export interface NdaCertificateInput {
  verificationCode: string;
  version: string;
  kind: 'standard' | 'custom';
  sha256: string;
  language: 'en' | 'ar';
  ndaTitle: string;
  ndaText: string | null;
  business: { companyName: string | null; ownerName: string; ownerEmail: string };
  investor: { name: string; email: string; company: string | null };
  typedName: string;
  acceptedAt: Date;
  ip: string | null;
  userAgent: string | null;
  issuedAt: Date;
  verifyUrl: string | null;
}

const USER_AGENT_MAX_LENGTH = 300;

const LANGUAGE_NAMES = { en: 'English', ar: 'Arabic' } as const;

/** "2026-11-25 14:02:11 UTC" */
const utcTimestamp = (date: Date): string => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
const truncate = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The acceptance record as table rows: label, then the value's lines. */
function recordRows(input: NdaCertificateInput): [string, string[]][] {
  const { business, investor } = input;
  const kind = input.kind === 'standard' ? 'the Dealbridge standard mutual NDA' : 'the owner’s own NDA, a PDF document';
  return [
    ['Business', [business.companyName ?? 'Not named']],
    ['Owner', [business.ownerName, business.ownerEmail]],
    ['Investor', [investor.name, investor.email, ...(investor.company ? [investor.company] : [])]],
    ['Agreement', [input.ndaTitle]],
    ['Version', [`${input.version} (${kind})`]],
    ['Language', [LANGUAGE_NAMES[input.language]]],
    // In two halves of 32 digits: a hash broken at a fixed place reads and compares more easily.
    ['SHA-256', [input.sha256.slice(0, 32), input.sha256.slice(32)].filter((half) => half.length > 0)],
    ['Typed name', [input.typedName]],
    ['Accepted at', [utcTimestamp(input.acceptedAt)]],
    ['IP address', [input.ip ?? 'Not recorded']],
    ['User agent', [truncate(input.userAgent ?? 'Not recorded', USER_AGENT_MAX_LENGTH)]],
    ['Issued at', [utcTimestamp(input.issuedAt)]],
  ];
}

/** The standard text in full, in the language accepted; for the owner's own PDF, how it is identified. */
function writeAgreement(writer: PageWriter, input: NdaCertificateInput, body: TextStyle, note: TextStyle, bold: PDFFont): void {
  const standard = input.kind === 'standard';
  writer.keep(90);
  writer.paragraph(standard ? 'The agreement accepted' : 'The document accepted', { font: bold, size: 13 }, 4);
  if (!standard) {
    writer.paragraph(
      'The investor accepted the owner’s own non-disclosure agreement, a PDF document provided by the owner, not the ' +
        'Dealbridge standard text. That document is identified by the SHA-256 above: a copy whose SHA-256 matches is the ' +
        'document accepted.',
      body,
    );
    return;
  }
  if (input.ndaText === null) {
    writer.paragraph(`The text of ${input.version} in ${LANGUAGE_NAMES[input.language]} is identified by the SHA-256 above.`, body);
    return;
  }
  const rtl = input.language === 'ar';
  const arabicNote =
    'The agreement was accepted in Arabic: the Arabic text below is the text accepted, and the SHA-256 above is that ' +
    'of this text. Where the English and Arabic versions conflict, the English version prevails.';
  writer.paragraph(rtl ? arabicNote : 'The text below is the text accepted; the SHA-256 above is that of this text.', note, 10);
  writer.paragraph(input.ndaTitle, { font: bold, size: 12, rtl }, 6);
  for (const paragraph of input.ndaText.split(/\n\s*\n/)) writer.paragraph(paragraph, { ...body, rtl }, 6);
}

/** The certificate as PDF bytes: the record on the first page, then the agreement's text over as many pages as it needs. */
export async function renderNdaCertificate(input: NdaCertificateInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await embedUnicodeFont(pdf, 'regular');
  const bold = await embedUnicodeFont(pdf, 'bold');
  pdf.setTitle(`NDA acceptance certificate ${input.verificationCode}`);
  pdf.setSubject(`${input.ndaTitle} (${input.version}), accepted by ${input.investor.name}`);
  pdf.setProducer('Dealbridge');
  pdf.setCreator('Dealbridge');
  pdf.setLanguage('en');
  pdf.setCreationDate(input.issuedAt);
  pdf.setModificationDate(input.issuedAt);

  const body: TextStyle = { font: regular, size: 10 };
  const note: TextStyle = { font: regular, size: 9, color: MUTED };
  const writer = new PageWriter(pdf);
  writer.paragraph('Dealbridge', { font: bold, size: 10, color: MUTED });
  writer.paragraph('NDA acceptance certificate', { font: bold, size: 22 }, 6);
  writer.paragraph(
    'This certificate records that the investor named below accepted a non-disclosure agreement with the owner of the ' +
      'business named below on Dealbridge.',
    note,
    14,
  );
  writer.paragraph('Verification code', note);
  writer.paragraph(input.verificationCode, { font: bold, size: 26 }, 14);
  writer.rule();
  for (const [label, values] of recordRows(input)) writer.row(label, values, { font: bold, size: 9 }, { font: regular, size: 9 });
  writer.gap(6);
  if (input.verifyUrl) writer.paragraph(`Verify at ${input.verifyUrl} with the code above.`, body, 6);
  writer.gap(16);
  writeAgreement(writer, input, body, note, bold);

  const pages = pdf.getPages();
  const footer = { y: FOOTER_BASELINE, size: 8, font: regular, color: MUTED };
  for (const [index, page] of pages.entries()) {
    const number = `Page ${index + 1} of ${pages.length}`;
    page.drawText(`Dealbridge NDA acceptance certificate ${input.verificationCode}`, { ...footer, x: MARGIN });
    page.drawText(number, { ...footer, x: MARGIN + CONTENT_WIDTH - regular.widthOfTextAtSize(number, 8) });
  }
  return pdf.save();
}
