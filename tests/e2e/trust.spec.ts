import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { ar } from '../../src/web/locales/ar.ts';
import { en } from '../../src/web/locales/en.ts';
import { expectArabicDocument } from './arabic-support.ts';
import { ADMIN, login, logisticsBusiness, ownAddress, signedUpWithProfile } from './fixtures.ts';

// Issue 23, trust signals: an admin verifies a business's registration against one of its documents (with the
// checklist), and the public card then carries "Registration verified" next to "Updated today" and "Financials
// provided", each explaining itself on hover (desktop, English) and on tap (a 390 × 844 phone, Arabic). Pausing and
// republishing need 120 days to pass: the API tests cover them; here the owner's dashboard confirms a current listing.

test.use(ownAddress());
test.describe.configure({ mode: 'serial' });

const PDF = Buffer.from(`%PDF-1.4\n% trust e2e ${Date.now()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const LICENCE = 'Trade licence.pdf';
const company = `Trusted Freight ${Date.now()}`;

/** A new owner's listed business with a registration number, its trade licence and its financial statements. */
async function listedBusiness(browser: Browser): Promise<void> {
  const profile = logisticsBusiness(company);
  const owner = await signedUpWithProfile(browser, 'business_owner', 'Salma Haddad', { ...profile, basic_info: { ...profile.basic_info, registration_number: 'CN-2048117' } });
  const headers = { Origin: new URL(owner.page.url()).origin };
  for (const [name, type] of [[LICENCE, 'corporate_profile'], ['Accounts 2025.pdf', 'financial_statements']] as const) {
    const uploaded = await owner.page.request.post('/api/documents', { headers, multipart: { type, file: { name, mimeType: 'application/pdf', buffer: PDF } } });
    expect(uploaded.status()).toBe(201);
  }
  await owner.page.context().close();
}

/** The business's card on the Businesses listing, found by its name. */
async function businessCard(page: Page): Promise<Locator> {
  await page.goto(`/businesses?search=${encodeURIComponent(company)}`);
  const card = page.getByTestId('business-card').filter({ hasText: company });
  await expect(card).toHaveCount(1);
  return card;
}

/** The explanation lies wholly inside the window (nothing clipped it). */
async function expectInsideWindow(page: Page, bubble: Locator) {
  const box = await bubble.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

test.beforeAll(async ({ browser }) => {
  await listedBusiness(browser);
});

test('an admin verifies the business’s registration against its document, with every check ticked', async ({ page }) => {
  await login(page, ADMIN);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Businesses' }).click();
  const row = page.getByTestId('admin-business').filter({ hasText: company });
  await expect(row.getByTestId('admin-updated')).toHaveText(en.admin.freshness.updatedToday);
  await expect(row.getByTestId('admin-verified')).toHaveCount(0);
  await row.getByRole('button', { name: en.admin.businesses.viewDetails }).click();

  const dialog = page.getByRole('dialog', { name: company });
  const panel = dialog.getByTestId('registration-verification');
  await expect(panel.getByRole('heading', { name: en.admin.verification.title })).toBeVisible();
  // Nothing chosen: each field says what it needs, and nothing is sent.
  await panel.getByRole('button', { name: en.admin.verification.verify }).click();
  await expect(panel).toContainText(en.messages.verificationDocument);
  await expect(panel).toContainText(en.messages.verificationChecklist);

  await panel.getByLabel(en.admin.verification.document).selectOption({ label: `${LICENCE} · ${en.documents.types.corporate_profile}` });
  const checks = Object.values(en.admin.verification.checks);
  for (const check of checks.slice(0, 3)) await panel.getByLabel(check).check();
  await panel.getByRole('button', { name: en.admin.verification.verify }).click();
  await expect(panel).toContainText(en.messages.verificationChecklist);
  await panel.getByLabel(checks[3]!).check();
  await panel.getByRole('button', { name: en.admin.verification.verify }).click();

  await expect(panel.getByRole('button', { name: en.admin.verification.remove })).toBeVisible();
  await expect(panel).toContainText(/Verified (by .+ )?on /);
  await expect(panel).toContainText(LICENCE);
  await expect(panel).toContainText('CN-2048117');
  await expect(panel.getByRole('list', { name: en.admin.verification.checklist }).getByRole('listitem')).toHaveText(checks);
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('admin-verified')).toHaveText(en.admin.freshness.verified);
});

test('the card shows its trust badges, each explained on hover and on click, in English', async ({ page }) => {
  const card = await businessCard(page);
  const updated = card.getByTestId('trust-updated');
  const verified = card.getByTestId('trust-registration_verified');
  const financials = card.getByTestId('trust-financials_provided');
  await expect(updated).toHaveText(en.listings.trust.updatedToday);
  await expect(verified).toHaveText(en.listings.trust.badges.registration_verified.label);
  await expect(financials).toHaveText(en.listings.trust.badges.financials_provided.label);
  // The owner never confirmed the email address: that badge is not self-declared.
  await expect(card.getByTestId('trust-email_verified')).toHaveCount(0);
  await expect(verified).toHaveAccessibleDescription(en.listings.trust.badges.registration_verified.explained);

  const explanation = page.getByTestId('trust-registration_verified-explanation');
  await expect(explanation).toBeHidden();
  await verified.hover();
  await expect(explanation).toBeVisible();
  await expect(explanation).toHaveText(en.listings.trust.badges.registration_verified.explained);
  await expect(verified).toHaveAttribute('aria-expanded', 'true');
  await expectInsideWindow(page, explanation);
  await page.mouse.move(0, 0);
  await expect(explanation).toBeHidden();

  // A click keeps it open until Escape.
  await financials.click();
  const financialsExplanation = page.getByTestId('trust-financials_provided-explanation');
  await expect(financialsExplanation).toHaveText(en.listings.trust.badges.financials_provided.explained);
  await page.mouse.move(0, 0);
  await expect(financialsExplanation).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(financialsExplanation).toBeHidden();
  await expect(financials).toHaveAttribute('aria-expanded', 'false');

  await updated.hover();
  await expect(page.getByTestId('trust-updated-explanation')).toHaveText(/^The owner last updated or confirmed this listing on .+\d{4}\.$/);
});

test('on a 390 × 844 phone in Arabic, a tap explains a badge and a tap elsewhere closes it', async ({ browser }) => {
  const context = await browser.newContext({ ...ownAddress(), locale: 'ar-AE', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const card = await businessCard(page);
  await expectArabicDocument(page);
  await expect(card.getByTestId('trust-updated')).toHaveText(ar.listings.trust.updatedToday);
  const verified = card.getByTestId('trust-registration_verified');
  await expect(verified).toHaveText(ar.listings.trust.badges.registration_verified.label);

  const explanation = page.getByTestId('trust-registration_verified-explanation');
  await verified.tap();
  await expect(explanation).toBeVisible();
  await expect(explanation).toHaveText(ar.listings.trust.badges.registration_verified.explained);
  await expectInsideWindow(page, explanation);
  // No sideways scrolling: the badges wrap inside the card.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await card.getByRole('heading', { name: company }).tap();
  await expect(explanation).toBeHidden();
  const financials = card.getByTestId('trust-financials_provided');
  await financials.tap();
  await expect(page.getByTestId('trust-financials_provided-explanation')).toHaveText(ar.listings.trust.badges.financials_provided.explained);
  await context.close();
});

test('an owner confirms from the dashboard that the listing is still current', async ({ browser }) => {
  const owner = await signedUpWithProfile(browser, 'business_owner', 'Karim Nasser', logisticsBusiness(`Current Freight ${Date.now()}`));
  const { page } = owner;
  await page.goto('/dashboard');
  const listing = page.getByTestId('listing-freshness');
  await expect(listing).toContainText(en.dashboard.listing.updatedToday);
  await expect(listing.getByTestId('listing-paused')).toHaveCount(0);
  await listing.getByRole('button', { name: en.dashboard.listing.stillCurrent }).click();
  await expect(listing.getByRole('status')).toHaveText(en.dashboard.listing.confirmed);
  await page.context().close();
});
