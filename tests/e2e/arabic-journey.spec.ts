import { expect, test } from '@playwright/test';
import { ar } from '../../src/web/locales/ar.ts';
import { registerOwnerInArabic } from './arabic-support.ts';

// Issue 9's promise, end to end: a Gulf business owner registers, completes the business profile, finds
// investors and requests a service without meeting a word of English (names typed by users aside).

/** English words of the screens this journey passes; none of them may show once Arabic is chosen. */
const ENGLISH = /\b(Next Step|Submit|Profile|Investors?|Seeks|Invests|Targets|your|Request Service|Description|Pending|Valuation|Why this match)\b/;

test('a business owner registers, completes the profile, finds investors and requests a service, all in Arabic', async ({ page }) => {
  test.setTimeout(60_000);
  await registerOwnerInArabic(page, { name: 'سارة القحطاني', company: 'شركة الواحة للتقنية', emailPrefix: 'arabic-journey' });

  // The four steps of the wizard.
  const wizard = ar.profiles.business;
  await page.getByRole('link', { name: ar.completeRegistration.toBusinessProfile }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(wizard.title);
  await page.getByLabel(wizard.companyName).fill('شركة الواحة للتقنية');
  await page.getByRole('combobox', { name: new RegExp(`^${wizard.industry}`) }).selectOption('technology');
  await page.getByLabel(wizard.headquarters).selectOption('UAE');
  await expect(page.getByLabel(wizard.headquarters).locator('option:checked')).toHaveText(ar.enums.region.UAE);
  await page.getByRole('button', { name: wizard.next }).click();
  await page.getByLabel(wizard.amountRequired).fill('3000000');
  await page.getByLabel(wizard.annualRevenue).fill('5000000');
  await page.getByLabel(wizard.profitMargin).fill('18');
  await page.getByRole('button', { name: wizard.next }).click();
  await expect(page.getByRole('heading', { name: wizard.steps.documents }).first()).toBeVisible();
  await page.getByRole('button', { name: wizard.next }).click();
  await expect(page.getByText(wizard.submitLeadsTo.active)).toBeVisible();
  await expect(page.locator('main')).not.toContainText(ENGLISH);
  await page.getByRole('button', { name: wizard.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  // Investors ranked for the new business, with their reasons in Arabic.
  await page.goto('/investorconnect');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.matching.connectTitle);
  const reasons = page.getByText(ar.matching.whyMatch).first().locator('xpath=following-sibling::ul[1]/li');
  await expect(reasons.first()).toBeVisible();
  await expect(reasons.first()).toHaveText(/[\u0600-\u06FF]/);
  // The investors' own descriptions are theirs, in whatever language they wrote; the screen's words are Arabic.
  for (const reason of await reasons.allTextContents()) expect(reason).not.toMatch(ENGLISH);
  await expect(page.getByRole('heading', { level: 1 }).locator('xpath=..')).not.toContainText(ENGLISH);

  // A valuation requested, and listed as pending, in Arabic.
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.services.title);
  await page.getByRole('button', { name: ar.services.requestNamed.replace('{{name}}', ar.services.names.valuation) }).click();
  const modal = page.getByRole('dialog', { name: ar.services.names.valuation });
  await modal.getByLabel(ar.services.form.description).fill('تقييم الشركة قبل جولة تمويل جديدة.');
  await modal.getByRole('button', { name: ar.services.form.submit }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(ar.services.submitSuccess)).toBeVisible();
  const mine = page.getByRole('heading', { name: ar.services.mine.title }).locator('xpath=..');
  await expect(mine).toContainText(ar.services.status.pending);
  await expect(page.locator('main')).not.toContainText(ENGLISH);
});
