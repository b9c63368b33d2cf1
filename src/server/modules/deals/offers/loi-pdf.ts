import { PDFDocument } from 'pdf-lib';
import { impliedValue, type OfferSide, type OfferTerms } from '#shared/deals/offers.ts';
import { fillWords } from '#shared/locales/fill.ts';
import type { TextStyle } from '../../../pdf/bidi-lines.ts';
import { CONTENT_WIDTH, drawLine, FOOTER_BASELINE, MARGIN, MUTED, PageWriter } from '../../../pdf/page-writer.ts';
import { embedUnicodeFont } from '../../../pdf/unicode-font.ts';
import { LOI_WORDS as WORDS, type LoiWords } from '#shared/locales/loi-words.ts';

// A signed letter of intent (issue 50) as a PDF either party downloads, in English or Arabic: the terms of the version
// signed, who proposed them and who accepted and signed them, with the terms' SHA-256 and a verification code. Drawn
// as the NDA certificate is (nda/certificate.ts); an Arabic letter mirrors its tables (pdf/page-writer.ts).

export interface LoiPdfInput {
  language: 'en' | 'ar';
  /** 'LOI-XXXX-XXXX-XXXX' */
  verificationCode: string;
  /** The offer's version number. */
  version: number;
  /** Of the terms, as kept on the version. */
  sha256: string;
  terms: OfferTerms;
  /** The business's name, or its anonymous title. */
  business: { title: string };
  /** Who proposed these terms. */
  maker: { name: string; side: OfferSide; madeAt: Date };
  /** Who accepted and signed them: the other side. */
  signer: { name: string; typedName: string; signedAt: Date; ip: string | null; userAgent: string | null };
  owner: { name: string; email: string };
  investor: { name: string; email: string; company: string | null };
  issuedAt: Date;
  verifyUrl: string | null;
}

const USER_AGENT_MAX_LENGTH = 300;

/** "2026-11-25 14:02:11 UTC" */
const utcTimestamp = (date: Date): string => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
const truncate = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
/** 4500000 → "4,500,000"; Latin digits in both languages, as the screens and the valuation report print figures. */
const grouped = (value: number): string => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);

/** A table row: its label, then the value's lines. */
type Row = [label: string, values: string[]];

/** The terms as table rows; the payment has a row of its own for each part. */
function termsRows(terms: OfferTerms, price: number, words: LoiWords): Row[] {
  const money = (amount: number) => `${terms.currency} ${grouped(amount)}`;
  const stakePercent = terms.scope === 'stake' ? terms.stake_percent : null;
  const rows: Row[] = [
    [words.bought, [stakePercent != null && terms.stake_form != null
      ? fillWords(words.stake, { percent: grouped(stakePercent), form: words.stakeForms[terms.stake_form] })
      : words.whole]],
    [words.price, [money(price)]],
  ];
  if (stakePercent != null) rows.push([words.impliedValue, [money(impliedValue(price, 'stake', stakePercent))]]);
  for (const part of terms.payment) {
    rows.push([words.paymentKinds[part.kind], [
      // Each part's amount as well as its share, so that nobody has to work it out from the price.
      `${grouped(part.percent)}% (${money(Math.round(price * part.percent) / 100)})`,
      ...(part.measure ? [fillWords(words.measure, { measure: part.measure })] : []),
      ...(part.months === undefined ? [] : [fillWords(words.period, { months: words.months(part.months) })]),
    ]]);
  }
  const conditions = terms.conditions.map((condition) =>
    condition === 'other' ? fillWords(words.otherCondition, { text: terms.conditions_other ?? '' }) : words.conditionNames[condition]);
  rows.push(
    [words.conditions, conditions.length > 0 ? conditions : [words.none]],
    [words.exclusivity, [terms.exclusivity_days > 0 ? words.days(terms.exclusivity_days) : words.none]],
    [words.expires, [fillWords(words.expiresOn, { date: terms.expires_on })]],
  );
  if (terms.note) rows.push([words.note, terms.note.split(/\n+/)]);
  return rows;
}

/** Both acceptance records, and what identifies the terms signed. */
function recordRows(input: LoiPdfInput, words: LoiWords): Row[] {
  const { maker, signer } = input;
  const signerSide: OfferSide = maker.side === 'owner' ? 'investor' : 'owner';
  return [
    [words.proposedBy, [maker.name, words.sides[maker.side], utcTimestamp(maker.madeAt)]],
    [words.acceptedBy, [signer.name, words.sides[signerSide]]],
    [words.typedName, [signer.typedName]],
    [words.signedAt, [utcTimestamp(signer.signedAt)]],
    [words.ip, [signer.ip ?? words.notRecorded]],
    [words.userAgent, [truncate(signer.userAgent ?? words.notRecorded, USER_AGENT_MAX_LENGTH)]],
    // In two halves of 32 digits, as on the NDA certificate: a hash broken at a fixed place reads and compares more easily.
    [words.sha256, [input.sha256.slice(0, 32), input.sha256.slice(32)].filter((half) => half.length > 0)],
    [words.issuedAt, [utcTimestamp(input.issuedAt)]],
  ];
}

/** The signed letter of intent as PDF bytes, on as many A4 pages as it needs, each numbered. */
export async function loiPdf(input: LoiPdfInput): Promise<Uint8Array> {
  const { terms, language } = input;
  // Only a letter of intent is signed, and it names one price (offerTermsSchema); an indication of interest has none.
  if (terms.kind !== 'loi' || terms.price == null) throw new Error('A letter of intent names one price');
  const words = WORDS[language];
  const rtl = language === 'ar';
  const pdf = await PDFDocument.create();
  const regular = await embedUnicodeFont(pdf, 'regular');
  const bold = await embedUnicodeFont(pdf, 'bold');
  pdf.setTitle(`${words.title} ${input.verificationCode}`);
  pdf.setSubject(`${input.business.title}, ${fillWords(words.version, { version: input.version })}`);
  pdf.setProducer('Dealbridge');
  pdf.setCreator('Dealbridge');
  pdf.setLanguage(language);
  pdf.setCreationDate(input.issuedAt);
  pdf.setModificationDate(input.issuedAt);

  const note: TextStyle = { font: regular, size: 9, color: MUTED, rtl };
  const label: TextStyle = { font: bold, size: 9, rtl };
  const value: TextStyle = { font: regular, size: 9 };
  const writer = new PageWriter(pdf, { labelWidth: 150, rtl });
  const section = (title: string, rows: Row[], keep = 60) => {
    writer.keep(keep);
    writer.gap(10);
    writer.paragraph(title, { font: bold, size: 13, rtl }, 4);
    writer.rule();
    for (const [name, values] of rows) writer.row(name, values, label, value);
  };

  writer.paragraph('Dealbridge', { font: bold, size: 10, color: MUTED, rtl });
  writer.paragraph(words.title, { font: bold, size: 22, rtl }, 4);
  writer.paragraph(input.business.title, { font: bold, size: 14, rtl }, 2);
  writer.paragraph(fillWords(words.version, { version: input.version }), note, 8);
  writer.paragraph(words.intent, { font: regular, size: 10, rtl }, 12);
  writer.paragraph(words.verificationCode, note);
  writer.paragraph(input.verificationCode, { font: bold, size: 24, rtl }, 4);

  const { owner, investor } = input;
  section(words.parties, [
    [words.business, [input.business.title]],
    [words.owner, [owner.name, owner.email]],
    [words.investor, [investor.name, investor.email, ...(investor.company ? [investor.company] : [])]],
  ]);
  section(words.terms, termsRows(terms, terms.price, words));
  // The record is kept on one page: who proposed the terms and who signed them are read together.
  section(words.record, recordRows(input, words), 300);
  writer.gap(8);
  if (input.verifyUrl) writer.paragraph(fillWords(words.verifyAt, { url: input.verifyUrl }), { font: regular, size: 10, rtl });

  const pages = pdf.getPages();
  const footer: TextStyle = { font: regular, size: 8, color: MUTED, rtl };
  const code = [fillWords(words.footer, { code: input.verificationCode }), input.verifyUrl].filter(Boolean).join(' · ');
  for (const [index, page] of pages.entries()) {
    const number = fillWords(words.page, { page: index + 1, pages: pages.length });
    // The code (and where to verify it) at the start of the line, the page number at its end: mirrored in Arabic.
    drawLine(page, code, { x: MARGIN, y: FOOTER_BASELINE, width: CONTENT_WIDTH, alignRight: rtl }, footer);
    drawLine(page, number, { x: MARGIN, y: FOOTER_BASELINE, width: CONTENT_WIDTH, alignRight: !rtl }, footer);
  }
  return pdf.save();
}
