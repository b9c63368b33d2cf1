import { createHash } from 'node:crypto';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { DocumentType } from '#shared/enums.ts';
import type { Db } from '../../db/client.ts';
import * as s from '../../db/schema.ts';
import { newStorageKey, type Storage } from '../../storage/storage.ts';

// The demo deals' documents (issue 18): real PDFs in the configured storage, shared into the demo accounts' deals, so
// that a plain `npm start` shows a stamped download, the owner's access log and an unshared document.

export interface DemoDealDocuments {
  /** The demo owner's deal: the demo owner shares the first of two documents; its investor has downloaded it. */
  ownerDeal: { dealId: string; ownerUserId: string; investorUserId: string; company: string };
  /** The demo investor's deal: its owner shares management accounts with the demo investor. */
  investorDeal: { dealId: string; ownerUserId: string; investorUserId: string; company: string };
  now: number;
}

const YEARS = ['2023', '2024', '2025'];

/** A small, honest-looking financial statement: a cover page and one page per statement. */
async function financialPdf(company: string, title: string, seed: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${company} — ${title}`);
  pdf.setProducer('Dealbridge demo data');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const cover = pdf.addPage([595, 842]);
  cover.drawText(company, { x: 60, y: 700, size: 26, font: bold, color: rgb(0.1, 0.2, 0.4) });
  cover.drawText(title, { x: 60, y: 660, size: 18, font });
  cover.drawText('Prepared for prospective investors. Confidential.', { x: 60, y: 630, size: 11, font, color: rgb(0.4, 0.4, 0.4) });
  const statements: [string, string[]][] = [
    ['Income statement (USD thousands)', ['Revenue', 'Cost of sales', 'Gross profit', 'Operating expenses', 'EBITDA', 'Net profit']],
    ['Balance sheet (USD thousands)', ['Cash', 'Receivables', 'Inventory', 'Fixed assets', 'Liabilities', 'Equity']],
  ];
  statements.forEach(([heading, rows], p) => {
    const page = pdf.addPage([595, 842]);
    page.drawText(heading, { x: 60, y: 760, size: 16, font: bold });
    YEARS.forEach((year, c) => page.drawText(year, { x: 330 + c * 80, y: 720, size: 11, font: bold }));
    rows.forEach((row, r) => {
      const y = 690 - r * 28;
      page.drawText(row, { x: 60, y, size: 11, font });
      YEARS.forEach((_, c) => {
        const value = Math.round(((seed * 37 + p * 11 + r * 7 + c * 13) % 90) * 41 + 500 + c * 180);
        page.drawText(value.toLocaleString('en-US'), { x: 330 + c * 80, y, size: 11, font });
      });
    });
  });
  return pdf.save();
}

async function store(db: Db, storage: Storage, userId: string, type: DocumentType, fileName: string, bytes: Uint8Array, createdAt: Date) {
  const storageKey = newStorageKey();
  await storage.put(storageKey, bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [row] = await db
    .insert(s.documents)
    .values({ userId, type, fileName, storageKey, contentType: 'application/pdf', sizeBytes: bytes.byteLength, sha256, createdAt })
    .returning();
  if (!row) throw new Error('seed: document insert returned nothing');
  return row;
}

export async function seedDemoDocuments(db: Db, storage: Storage, plan: DemoDealDocuments): Promise<void> {
  const daysAgo = (days: number) => new Date(plan.now - days * 86_400_000);
  const { ownerDeal, investorDeal } = plan;
  const financials = await store(db, storage, ownerDeal.ownerUserId, 'financial_statements', 'Financials-2025.pdf', await financialPdf(ownerDeal.company, 'Financial statements 2023–2025', 1), daysAgo(20));
  await store(db, storage, ownerDeal.ownerUserId, 'corporate_profile', 'Company-profile.pdf', await financialPdf(ownerDeal.company, 'Company profile', 2), daysAgo(19));
  const accounts = await store(db, storage, investorDeal.ownerUserId, 'financial_statements', 'Management-accounts-2025.pdf', await financialPdf(investorDeal.company, 'Management accounts 2025', 3), daysAgo(12));
  await db.insert(s.documentGrants).values([
    { documentId: financials.id, dealId: ownerDeal.dealId, grantedByUserId: ownerDeal.ownerUserId, grantedAt: daysAgo(3) },
    { documentId: accounts.id, dealId: investorDeal.dealId, grantedByUserId: investorDeal.ownerUserId, grantedAt: daysAgo(2) },
  ]);
  await db.insert(s.documentAccessLog).values({
    documentId: financials.id, dealId: ownerDeal.dealId, ownerUserId: ownerDeal.ownerUserId, viewerUserId: ownerDeal.investorUserId,
    fileName: financials.fileName, action: 'download', ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15', createdAt: daysAgo(1),
  });
}

/** A one-page commercial registration certificate, the document a demo registration verification rests on (issue 23). */
async function registrationPdf(company: string, number: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${company} — Commercial registration`);
  pdf.setProducer('Dealbridge demo data');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  page.drawText('Commercial Registration Certificate', { x: 60, y: 740, size: 20, font: bold, color: rgb(0.1, 0.2, 0.4) });
  // The standard font writes Latin script only; an Arabic name stays in the document's title.
  if (/^[\x20-\x7e\u00a0-\u00ff]*$/.test(company)) page.drawText(`Company: ${company}`, { x: 60, y: 690, size: 13, font });
  page.drawText(`Registration number: ${number}`, { x: 60, y: 664, size: 13, font });
  page.drawText('Demo document: issued by no authority.', { x: 60, y: 620, size: 10, font, color: rgb(0.4, 0.4, 0.4) });
  return pdf.save();
}

/** Stores each business's registration certificate as one of its owner's documents; answers the documents' ids by owner. */
export async function seedRegistrationCertificates(
  db: Db, storage: Storage, businesses: readonly { userId: string; company: string; number: string; at: Date }[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const business of businesses) {
    const row = await store(db, storage, business.userId, 'other', 'Registration-certificate.pdf', await registrationPdf(business.company, business.number), business.at);
    ids.set(business.userId, row.id);
  }
  return ids;
}
