import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { ar } from '../../src/web/locales/ar.ts';
import { en } from '../../src/web/locales/en.ts';
import { registerOwnerInArabic } from './arabic-support.ts';
import { acceptNdaInDialog, LOGISTICS_INVESTOR, ownAddress, registerThroughUi, signedUpWithProfile, uniqueEmail } from './fixtures.ts';

// Issue 49: an owner lists confidentially (the wizard's default), the market sees "Confidential Business" with an
// anonymous title, an investor finds it by its public fields, is introduced, and only then sees the name.

type Texts = typeof en;

/** The wizard from step 1 to Submit: a logistics business in the UAE, keeping the default "Confidential listing". */
async function listConfidentially(page: Page, t: Texts, company: string, activity: string, teaserWord: string) {
  const wizard = t.profiles.business;
  await page.goto('/businessprofile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(wizard.title));
  const visibility = page.getByRole('group', { name: wizard.visibility.question });
  await expect(visibility.getByRole('radio', { name: wizard.visibility.confidential })).toBeChecked();
  await expect(visibility.getByRole('radio', { name: wizard.visibility.named })).not.toBeChecked();
  await page.getByLabel(wizard.companyName).fill(company);
  await page.getByRole('combobox', { name: new RegExp(`^${wizard.industry}`) }).selectOption('logistics');
  await page.getByLabel(wizard.subIndustry).fill(activity);
  await page.getByLabel(wizard.yearEstablished).fill('2009');
  await page.getByLabel(wizard.staffBand).selectOption('50_99');
  await page.getByLabel(wizard.headquarters).selectOption('UAE');
  // The teaser: a summary and three highlights, public on the card.
  await page.getByLabel(wizard.teaser.summary).fill(`${teaserWord} cold storage for grocers and pharmacies across the Gulf, with a fleet of 40 reefer trucks.`);
  for (const [i, highlight] of ['Contracts with 3 national grocers', 'Revenue up 30% last year', 'Halal and ISO 22000 certified'].entries()) {
    await page.getByRole('button', { name: wizard.teaser.addHighlight }).click();
    await page.getByRole('textbox', { name: `${wizard.teaser.highlight} ${i + 1}`, exact: true }).fill(highlight);
  }
  await page.getByLabel(wizard.teaser.dealType).selectOption('majority_stake');
  await page.getByRole('button', { name: wizard.next }).click();
  await page.getByLabel(wizard.amountRequired).fill('2000000');
  await page.getByLabel(wizard.annualRevenue).fill('6000000');
  await page.getByLabel(wizard.profitMargin).fill('15');
  // The price investors see: a valuation range, in the listing's currency.
  const price = page.getByRole('group', { name: wizard.price.legend });
  await expect(price.getByRole('radio', { name: wizard.price.on_request })).toBeChecked();
  await price.getByRole('radio', { name: wizard.price.range }).check();
  await price.getByRole('spinbutton', { name: wizard.price.valuationMin.replace('{{currency}}', 'USD') }).fill('12000000');
  await price.getByRole('spinbutton', { name: wizard.price.valuationMax.replace('{{currency}}', 'USD') }).fill('15000000');
  await page.getByRole('button', { name: wizard.next }).click();
  await expect(page.getByRole('heading', { name: wizard.steps.documents }).first()).toBeVisible();
  await page.getByRole('button', { name: wizard.next }).click();
  await expect(page.getByText(wizard.visibility.question)).toBeVisible();
  await expect(page.getByText(wizard.visibility.confidential, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: wizard.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('an owner lists confidentially; an investor finds it by its public fields and sees the name only once introduced', async ({ browser }) => {
  test.setTimeout(90_000);
  const tag = randomBytes(3).toString('hex');
  const company = `Marwan Cold Stores ${tag} LLC`;
  const activity = `Reefer${tag} warehousing`;
  const owner = await (await browser.newContext(ownAddress())).newPage();
  await registerThroughUi(owner, 'business_owner', uniqueEmail('confidential-owner'), `Hind Al Mansoori ${tag}`);
  await expect(owner).toHaveURL(/completeregistration/);
  await listConfidentially(owner, en, company, activity, `Frostline${tag}`);

  // The owner previews the listing as an investor sees it: no name, the anonymous title.
  await owner.goto('/businessprofile');
  await owner.getByRole('link', { name: en.profiles.business.seeAsInvestor }).click();
  await expect(owner.getByTestId('public-preview')).toHaveText(en.listings.previewNotice);
  await expect(owner.getByRole('heading', { level: 1, name: en.listings.confidentialBusiness })).toBeVisible();
  await expect(owner.locator('main')).not.toContainText(company);
  await expect(owner.getByTestId('teaser-summary')).toContainText('cold storage for grocers');

  // A visitor finds the listing by its teaser and sees it by its anonymous title, never by its name.
  const visitor = await (await browser.newContext(ownAddress())).newPage();
  await visitor.goto(`/businesses?search=${encodeURIComponent(`Frostline${tag}`)}`);
  const card = visitor.getByTestId('business-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('teaser-summary')).toContainText('cold storage for grocers');
  await expect(card.getByRole('list', { name: en.listings.highlights })).toContainText('Contracts with 3 national grocers');
  await expect(card.getByRole('heading', { name: en.listings.confidentialBusiness })).toBeVisible();
  await expect(card.getByTestId('anonymous-title')).toHaveText('Logistics company · UAE · est. 2009 · 50–99 staff');
  await expect(card).not.toContainText(company);
  // Its price as the owner gave it; its revenue and profit only as ranges.
  await expect(card.getByRole('definition').filter({ hasText: 'USD 12.0M – 15.0M' })).toBeVisible();
  await expect(card.getByText(en.listings.valuationRange, { exact: true })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: 'USD 5.0M – 10.0M' })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: 'USD 500K – 1.0M' })).toBeVisible();
  await expect(card).not.toContainText('USD 6.0M');
  await visitor.goto(`/businesses?search=${encodeURIComponent(`Marwan Cold Stores ${tag}`)}`);
  await expect(visitor.getByText(en.listings.noBusinesses)).toBeVisible();

  // An investor finds it on their matches by its public fields and presses Interested.
  const investorName = `Omar Farouk ${tag}`;
  const investor = await signedUpWithProfile(browser, 'investor', investorName, LOGISTICS_INVESTOR);
  await investor.page.goto(`/businessmatches?search=${encodeURIComponent(`Frostline${tag}`)}`);
  const match = investor.page.getByTestId('business-match-card');
  await expect(match).toHaveCount(1);
  await expect(match).toContainText(en.matching.confidentialBusiness);
  await expect(match.getByTestId('anonymous-title')).toHaveText('Logistics company · UAE · est. 2009 · 50–99 staff');
  await expect(match.getByTestId('size-band')).toHaveText('Size: Medium');
  await expect(match.getByText(en.matching.revenueRange, { exact: true })).toBeVisible();
  await expect(match).not.toContainText(company);
  await match.getByRole('button', { name: en.matching.interested, exact: true }).click();
  await acceptNdaInDialog(investor.page, investorName);

  // The owner connects: the two are introduced.
  await owner.goto('/investorconnect');
  const waiting = owner.getByTestId('interested-in-you').getByTestId('investor-match-card');
  await expect(waiting).toHaveCount(1);
  await waiting.getByRole('button', { name: en.matching.connect, exact: true }).click();
  await expect(owner.getByRole('link', { name: en.matching.openDealRoom }).first()).toBeVisible();

  // Now the investor sees the name on the business's page; a visitor still does not.
  await investor.page.goto(`/businessmatches?search=${encodeURIComponent(`Reefer${tag}`)}`);
  await expect(investor.page.getByTestId('business-match-card')).toContainText(company);
  const businessId = await (await investor.page.request.get(`/api/listings/businesses?search=${encodeURIComponent(`Reefer${tag}`)}`)).json() as { items: { id: string }[] };
  const id = businessId.items[0]?.id ?? '';
  await investor.page.goto(`/businesses/${id}`);
  await expect(investor.page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  // The exact figures too, once introduced.
  await expect(investor.page.getByRole('definition').filter({ hasText: 'USD 6.0M' })).toBeVisible();
  await expect(investor.page.getByTestId('ranges-note')).toHaveCount(0);
  await visitor.goto(`/businesses/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: en.listings.confidentialBusiness })).toBeVisible();
  await expect(visitor.locator('main')).not.toContainText(company);
  await expect(visitor).toHaveTitle(`${en.listings.confidentialBusiness} · Logistics company · UAE · est. 2009 · 50–99 staff · Dealbridge`);
  await expect(visitor.getByTestId('ranges-note')).toHaveText(en.listings.rangesNote);
});

test('the same key steps in Arabic: the question, the default, and the anonymous title a visitor sees on a phone', async ({ browser }) => {
  test.setTimeout(60_000);
  const t = ar as unknown as Texts;
  const tag = randomBytes(3).toString('hex');
  const company = `شركة المرجان للتبريد ${tag}`;
  const owner = await (await browser.newContext(ownAddress())).newPage();
  await registerOwnerInArabic(owner, { name: 'هند المنصوري', company, emailPrefix: 'confidential-ar' });
  await listConfidentially(owner, t, company, `Reefer${tag} تخزين مبرد`, `Frostline${tag}`);

  const visitor = await (await browser.newContext({ ...ownAddress(), viewport: { width: 390, height: 844 } })).newPage();
  await visitor.goto('/');
  await visitor.evaluate(() => localStorage.setItem('dealbridge.language', 'ar'));
  await visitor.goto(`/businesses?search=${encodeURIComponent(`Reefer${tag}`)}`);
  const card = visitor.getByTestId('business-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: ar.listings.confidentialBusiness })).toBeVisible();
  await expect(card.getByTestId('anonymous-title')).toHaveText('شركة في قطاع الخدمات اللوجستية · الإمارات · تأسست عام 2009 · من 50 إلى 99 موظفين');
  await expect(card.getByText(ar.listings.valuationRange, { exact: true })).toBeVisible();
  await expect(card).not.toContainText(company);
});
