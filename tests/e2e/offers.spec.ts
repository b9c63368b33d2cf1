import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ar } from '../../src/web/locales/ar.ts';
import { en } from '../../src/web/locales/en.ts';
import { expectArabicDocument } from './arabic-support.ts';
import { introducedPair, ownAddress } from './fixtures.ts';

// Offers in the deal room (issue 50), with two browsers: the investor offers, the owner counters with a letter of
// intent, the investor signs it, both download the signed letter, a third person sees the business "Under offer",
// and the close as won is proposed by one side and confirmed by the other. Then its key steps in Arabic on a phone.

type Words = typeof en;

/**
 * Both sides in the room, the deal moved on to "In discussion" by the owner. The investor's room is read once the move
 * is made (moves arriving live are the deal-room journey's subject); every later step here arrives live.
 */
async function inDiscussion(owner: Page, investor: Page, t: Words) {
  await owner.goto('/deals');
  await owner.getByTestId('deal-row').first().click();
  await expect(owner.getByTestId('deal-offers')).toBeVisible();
  await owner.getByRole('button', { name: t.deals.room.moveTo.replace('{{stage}}', t.deals.stages.in_discussion) }).click();
  await expect(owner.getByTestId('deal-stage')).toHaveText(t.deals.stages.in_discussion);
  await investor.goto(owner.url());
  await expect(investor.getByTestId('deal-stage')).toHaveText(t.deals.stages.in_discussion);
  await expect(investor.getByTestId('deal-offers')).toBeVisible();
}

/** Signs the open letter of intent in its dialog with the signer's full name and the box. */
async function sign(page: Page, name: string, t: Words) {
  const words = t.deals.offers;
  await page.getByTestId('offer-actions').getByRole('button', { name: words.actions.accept }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(words.accept.typedName).fill(name);
  await dialog.getByLabel(words.accept.agree).check();
  await dialog.getByRole('button', { name: words.accept.sign }).click();
  await expect(dialog).toHaveCount(0);
}

/** Downloads the signed letter from a room and returns its bytes. */
async function downloadLoi(page: Page, label: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: label }).click()]);
  return readFileSync(await download.path());
}

test.describe('offers in the deal room', () => {
  test('investor offers → owner counters → investor signs → both download the LOI → Under offer to others → both confirm the close', async ({ browser }) => {
    test.slow();
    const t = en;
    const words = t.deals.offers;
    const { investor, owner } = await introducedPair(browser, 'en');
    await inDiscussion(owner.page, investor.page, t);

    // The investor's indication of interest, read back in the live summary; parts of the payment must make 100%.
    await investor.page.getByTestId('offer-make').click();
    const form = investor.page.getByTestId('offer-form');
    await form.getByLabel(words.form.currency).selectOption('AED');
    await form.getByLabel(words.form.priceFrom).fill('2,000,000');
    await form.getByLabel(words.form.priceTo).fill('2,500,000');
    await form.getByLabel(words.form.partPercent).fill('90');
    await expect(form.getByTestId('offer-payment-total')).toContainText('Total: 90%');
    await form.getByLabel(words.form.partPercent).fill('100');
    await form.getByLabel(words.form.exclusivity).fill('60');
    await expect(form.getByTestId('offer-summary')).toContainText('Indication of interest');
    await expect(form.getByTestId('offer-summary')).toContainText('2,500,000');
    await form.getByRole('button', { name: words.form.submit }).click();
    await expect(form).toHaveCount(0);

    // The owner sees it live and counters with a letter of intent at one price.
    const latest = owner.page.getByTestId('offer-latest');
    await expect(latest.getByTestId('offer-state')).toHaveText(words.states.open);
    await expect(owner.page.getByTestId('deal-stage')).toHaveText(t.deals.stages.offer_made);
    await owner.page.getByTestId('offer-actions').getByRole('button', { name: words.actions.counter }).click();
    const counter = owner.page.getByTestId('offer-form');
    await counter.getByLabel(words.kinds.loi).check();
    await counter.getByRole('textbox', { name: words.form.price, exact: true }).fill('2400000');
    await counter.getByRole('button', { name: words.form.submitCounter }).click();
    await expect(counter).toHaveCount(0);

    // The investor reads both versions side by side, what changed marked, and signs the letter.
    const versions = investor.page.getByTestId('offer-versions');
    await expect(versions).toBeVisible();
    await expect(versions.locator('mark').first()).toBeVisible();
    await sign(investor.page, investor.name, t);
    for (const side of [owner.page, investor.page]) {
      await expect(side.getByTestId('deal-stage')).toHaveText(t.deals.stages.loi_signed);
      await expect(side.getByTestId('offer-signature')).toContainText(/LOI-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/);
      await expect(side.getByTestId('deal-exclusivity')).toBeVisible();
    }
    // Both download the signed letter, in English and in Arabic.
    expect((await downloadLoi(investor.page, words.signature.downloadEn)).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await downloadLoi(owner.page, words.signature.downloadAr)).subarray(0, 5).toString()).toBe('%PDF-');

    // Anyone else sees the business "Under offer".
    const visitor = await (await browser.newContext(ownAddress())).newPage();
    await visitor.goto(`/businesses/${owner.profileId}`);
    await expect(visitor.getByTestId('under-offer').first()).toContainText(t.listings.trust.underOffer);

    // The close: the investor proposes, the owner confirms with the final price.
    await investor.page.getByRole('button', { name: t.deals.close.propose }).click();
    await investor.page.getByRole('dialog').getByRole('button', { name: t.deals.close.proposeSubmit }).click();
    await expect(owner.page.getByTestId('close-proposal')).toContainText(investor.name);
    await owner.page.getByRole('button', { name: t.deals.close.confirm }).click();
    const confirm = owner.page.getByRole('dialog');
    await confirm.getByLabel(t.deals.close.currency).selectOption('AED');
    await confirm.getByLabel(t.deals.close.price).fill('2400000');
    await confirm.getByRole('button', { name: t.deals.close.confirmSubmit }).click();
    for (const side of [owner.page, investor.page]) {
      await expect(side.getByTestId('deal-stage')).toHaveText(t.deals.stages.closed_won);
      await expect(side.getByTestId('deal-final-terms')).toContainText('AED 2,400,000');
    }
    await visitor.reload();
    await expect(visitor.getByTestId('trust-strip').first()).toBeVisible();
    await expect(visitor.getByTestId('under-offer')).toHaveCount(0);
  });

  test('in Arabic on a phone: a letter of intent made, signed and shown as LOI signed', async ({ browser }) => {
    test.slow();
    const t = ar as unknown as Words;
    const words = t.deals.offers;
    const { investor, owner } = await introducedPair(browser, 'ar', true);
    await inDiscussion(owner.page, investor.page, t);
    await expectArabicDocument(investor.page);

    await investor.page.getByTestId('offer-make').click();
    const form = investor.page.getByTestId('offer-form');
    await form.getByLabel(words.kinds.loi).check();
    await form.getByRole('textbox', { name: words.form.price, exact: true }).fill('2400000');
    await expect(form.getByTestId('offer-summary')).toContainText(words.kinds.loi);
    await form.getByRole('button', { name: words.form.submit }).click();
    await expect(form).toHaveCount(0);

    await expect(owner.page.getByTestId('offer-latest').getByTestId('offer-state')).toHaveText(words.states.open);
    await sign(owner.page, owner.name, t);
    await expect(investor.page.getByTestId('deal-stage')).toHaveText(t.deals.stages.loi_signed);
    await expect(investor.page.getByTestId('offer-signature')).toBeVisible();
    for (const page of [owner.page, investor.page]) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
});
