import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { ar } from '../../src/web/locales/ar.ts';
import { expectArabicDocument } from './arabic-support.ts';
import { acceptNdaInDialog, LOGISTICS_INVESTOR as INVESTOR_PROFILE, logisticsBusiness as ownerProfile, signedUpWithProfile } from './fixtures.ts';

// Issue 18's journey with two browsers, through the screens: the owner requires the NDA → the investor accepts it →
// the owner shares one of two documents → the investor sees only that one and downloads it stamped → the owner sees
// the download in the access log → the owner stops sharing → the investor's link fails. Then the room in Arabic on
// a phone.


async function financialsPdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let n = 1; n <= 3; n += 1) pdf.addPage([595, 842]).drawText(`${title}, page ${n}`, { x: 60, y: 760, size: 14 });
  return Buffer.from(await pdf.save());
}

async function uploadPdf(page: Page, fileName: string, type: string): Promise<void> {
  const answer = await page.request.post('/api/documents', {
    headers: { Origin: new URL(page.url()).origin },
    multipart: { type, file: { name: fileName, mimeType: 'application/pdf', buffer: await financialsPdf(fileName) } },
  });
  expect(answer.status()).toBe(201);
}

test('NDA before the reveal, one document shared, a stamped download in the owner\'s log, then revoked', async ({ browser }) => {
  test.setTimeout(120_000);
  const tag = randomBytes(3).toString('hex');
  const company = `Dune Couriers ${tag}`;
  const investor = await signedUpWithProfile(browser, 'investor', `Ines Investor ${tag}`, INVESTOR_PROFILE);
  const owner = await signedUpWithProfile(browser, 'business_owner', `Rashid Mansour ${tag}`, ownerProfile(company));
  const investorEmail = ((await (await investor.page.request.get('/api/auth/session')).json()) as { user: { email: string } }).user.email;

  // 1. The owner requires the NDA (on by default) with the standard text, on the business profile.
  await owner.page.goto('/businessprofile');
  await owner.page.getByRole('button', { name: 'Next Step' }).click();
  await owner.page.getByRole('button', { name: 'Next Step' }).click();
  const required = owner.page.getByLabel('NDA required before introduction');
  await expect(required).toBeChecked();
  await owner.page.getByLabel('Standard mutual NDA').check();
  await owner.page.getByRole('button', { name: 'Save NDA choice' }).click();
  await expect(owner.page.getByText('Your NDA choice was saved.')).toBeVisible();
  await uploadPdf(owner.page, `Financials-2025-${tag}.pdf`, 'financial_statements');
  await uploadPdf(owner.page, `Cap-table-${tag}.pdf`, 'other');

  // 2. The investor presses Interested: the NDA comes first; a name that is not theirs is refused, theirs is accepted.
  await investor.page.goto(`/businessmatches?search=${encodeURIComponent(company)}`);
  const card = investor.page.getByTestId('business-match-card').filter({ hasText: company });
  await card.getByRole('button', { name: 'Interested', exact: true }).click();
  const dialog = investor.page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Mutual Non-Disclosure Agreement' })).toBeVisible();
  await dialog.getByLabel('Type your full name').fill('Somebody Else');
  await dialog.getByLabel('I have read and accept this NDA').check();
  await dialog.getByRole('button', { name: 'Accept NDA and continue' }).click();
  await expect(dialog.getByText('Please type your full name exactly as it appears on your account.')).toBeVisible();
  await acceptNdaInDialog(investor.page, investor.name);
  await expect(investor.page.getByRole('status')).toHaveText('Interest expressed successfully! The business owner will be notified.');

  // 3. The owner connects from "Interested in you": the introduction opens the deal room.
  await owner.page.goto('/investorconnect');
  const waiting = owner.page.getByTestId('interested-in-you').getByTestId('investor-match-card');
  await waiting.getByRole('button', { name: 'Connect', exact: true }).click();
  await owner.page.getByTestId('investor-match-card').filter({ hasText: investor.name }).getByRole('link', { name: 'Open deal room' }).click();
  await expect(owner.page).toHaveURL(/\/deals\/[0-9a-f-]{36}$/);
  const room = owner.page.url();
  const ndaCard = owner.page.getByTestId('deal-nda');
  await expect(ndaCard).toContainText(`NDA accepted by ${investor.name}`);

  // 4. Nothing is shared yet; the owner shares one of the two documents.
  await investor.page.goto(room);
  await expect(investor.page.getByText('Nothing has been shared with you yet.')).toBeVisible();
  const mine = owner.page.getByTestId('deal-your-documents');
  await mine.getByRole('button', { name: `Share Financials-2025-${tag}.pdf with this deal` }).click();
  await expect(mine.getByTestId('deal-shared-badge')).toHaveCount(1);

  // 5. The investor sees only that one (live, without reloading) and downloads it stamped with their identity.
  const shared = investor.page.getByTestId('deal-shared-with-you');
  await expect(shared.getByRole('listitem')).toHaveCount(1);
  await expect(shared).toContainText(`Financials-2025-${tag}.pdf`);
  await expect(shared).not.toContainText(`Cap-table-${tag}.pdf`);
  await expect(investor.page.getByText('Downloads are stamped with your name, your email, this deal and the time.')).toBeVisible();
  const [download] = await Promise.all([
    investor.page.waitForEvent('download'),
    shared.getByRole('button', { name: `Download Financials-2025-${tag}.pdf` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Financials-2025-${tag}.pdf`);
  const { text } = await extractText(new Uint8Array(fs.readFileSync(await download.path())), { mergePages: false });
  expect(text).toHaveLength(3);
  for (const page of text) {
    expect(page).toContain(investorEmail);
    expect(page).toContain(company);
  }

  // 6. The owner sees the download in the access log, live.
  await expect(owner.page.getByTestId('deal-access-log')).toContainText(`${investor.name} downloaded Financials-2025-${tag}.pdf`);

  // 7. Both can have the NDA certificate.
  const [certificate] = await Promise.all([
    investor.page.waitForEvent('download'),
    investor.page.getByTestId('deal-nda').getByRole('link', { name: 'Download NDA certificate' }).click(),
  ]);
  const certificateText = (await extractText(new Uint8Array(fs.readFileSync(await certificate.path())), { mergePages: true })).text;
  expect(certificateText).toContain(investor.name);
  expect(certificateText).toContain(company);

  // 8. The owner stops sharing: the investor's list empties and the file's address answers 404.
  const fileUrl = await investor.page.evaluate(async () => {
    const dealId = location.pathname.split('/').pop() ?? '';
    const documents = (await (await fetch(`/api/deals/${dealId}/documents`)).json()) as { shared_with_me: { id: string }[] };
    return `/api/deals/${dealId}/documents/${documents.shared_with_me[0]?.id ?? ''}/file`;
  });
  await mine.getByRole('button', { name: `Stop sharing Financials-2025-${tag}.pdf with this deal` }).click();
  await expect(mine.getByTestId('deal-shared-badge')).toHaveCount(0);
  await expect(investor.page.getByText('Nothing has been shared with you yet.')).toBeVisible();
  expect((await investor.page.request.get(fileUrl)).status()).toBe(404);

  // 9. The investor's room in Arabic on a phone: the documents and the NDA in Arabic.
  await investor.page.setViewportSize({ width: 390, height: 844 });
  expect((await investor.page.request.patch('/api/me', { headers: { Origin: new URL(investor.page.url()).origin }, data: { language: 'ar' } })).status()).toBe(200);
  await investor.page.reload();
  await expectArabicDocument(investor.page);
  await expect(investor.page.getByRole('heading', { name: ar.deals.documents.sharedWithYou })).toBeVisible();
  await expect(investor.page.getByText(ar.deals.documents.nothingShared)).toBeVisible();
  await expect(investor.page.getByTestId('deal-nda')).toContainText(ar.deals.nda.certificate);
});
