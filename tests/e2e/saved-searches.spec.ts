import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ar } from '../../src/web/locales/ar.ts';
import { en } from '../../src/web/locales/en.ts';
import { expectArabicDocument, switchToArabic } from './arabic-support.ts';
import { ADMIN, LOGISTICS_INVESTOR, login, logisticsBusiness, ownAddress, signedUpWithProfile } from './fixtures.ts';

// Issue 23: saved searches and their alerts. An investor saves a search on /businesses with instant alerts; an owner
// publishes a business that fits it; the investor's notification leads to the search run on its page; the Saved
// searches page lists it with what is new, in English and Arabic, on a desktop and a phone.

test.use(ownAddress());

const SHOTS = process.env.E2E_SHOTS_DIR;
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('save a search → a fitting business is published → the investor is notified and runs the search', async ({ browser }) => {
  // Two accounts, a background job, three accessibility scans and both languages: more than the default 30 s when loaded.
  test.setTimeout(90_000);
  const t = en.searches;
  const investor = await signedUpWithProfile(browser, 'investor', 'Sara Alerts', LOGISTICS_INVESTOR);
  const page = investor.page;
  const tag = Math.random().toString(36).slice(2, 8);
  await page.goto(`/businesses?industry=logistics&region=UAE&search=alerts${tag}`);
  await page.getByTestId('save-search').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('save-search-name')).toHaveValue(/Logistics/);
  await dialog.getByTestId('save-search-name').fill(`Freight ${tag}`);
  await dialog.getByTestId('save-search-frequency').selectOption('instant');
  await expectNoAxeViolations(page);
  await shot(page, 'save-dialog-desktop-en');
  await dialog.getByTestId('save-search-submit').click();
  await expect(dialog.getByText(t.saved)).toBeVisible();
  await page.keyboard.press('Escape');

  // An owner publishes a business that fits: logistics in the UAE, with the search's word in its name.
  await signedUpWithProfile(browser, 'business_owner', 'Omar Alerts', logisticsBusiness(`Alerts${tag} Freight LLC`));

  // The alert job runs in the background: the notice arrives within seconds.
  const notice = page.getByTestId('notification').filter({ hasText: `Freight ${tag}` });
  await expect(async () => {
    await page.goto('/notifications');
    await expect(notice).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(notice).toContainText(en.dashboard.activity.savedSearchMatch.replace('{{name}}', `Freight ${tag}`));

  await page.goto('/saved-searches');
  const row = page.getByTestId('saved-search').filter({ hasText: `Freight ${tag}` });
  await expect(row.getByTestId('saved-search-new')).toHaveText(t.newSinceRun.replace('{{count}}', '1'));
  await expectNoAxeViolations(page);
  await shot(page, 'saved-searches-desktop-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'saved-searches-mobile-en');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The notice's link runs the search: its page, with its filters.
  await page.goto('/notifications');
  await notice.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/businesses\\?industry=logistics&region=UAE&search=alerts${tag}$`));
  await expect(page.getByText(`Alerts${tag} Freight LLC`)).toBeVisible();

  // In Arabic: the page and its words, right to left.
  const headers = { Origin: new URL(page.url()).origin };
  expect((await page.request.patch('/api/me', { headers, data: { language: 'ar' } })).status()).toBe(200);
  await page.goto('/saved-searches');
  await expect(page.getByRole('heading', { name: ar.searches.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  await shot(page, 'saved-searches-desktop-ar');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/businesses?industry=logistics');
  await page.getByTestId('save-search').click();
  await expect(page.getByRole('dialog').getByText(ar.searches.dialogDescription)).toBeVisible();
  await shot(page, 'save-dialog-mobile-ar');
});

test('an unsubscribe link that is not ours says so, signed out, in both languages', async ({ page }) => {
  await page.goto('/unsubscribe?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: en.searches.unsubscribeTitle })).toBeVisible();
  await expect(page.getByTestId('unsubscribe-result')).toContainText(en.messages.unsubscribeLinkInvalid);
  await shot(page, 'unsubscribe-invalid-en');
  await switchToArabic(page);
  await page.goto('/unsubscribe?token=not-a-real-token');
  await expectArabicDocument(page);
  await expect(page.getByTestId('unsubscribe-result')).toContainText(ar.messages.unsubscribeLinkInvalid);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'unsubscribe-invalid-mobile-ar');
});

test('a daily search → a fitting business is published → the admin runs the daily digest now → the mail arrives', async ({ browser }) => {
  test.setTimeout(90_000);
  const investor = await signedUpWithProfile(browser, 'investor', 'Dina Digest', LOGISTICS_INVESTOR);
  const page = investor.page;
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { email: string } };
  const tag = Math.random().toString(36).slice(2, 8);
  await page.goto(`/businesses?industry=logistics&search=digest${tag}`);
  await page.getByTestId('save-search').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('save-search-name').fill(`Digest ${tag}`);
  await dialog.getByTestId('save-search-frequency').selectOption('daily');
  await dialog.getByTestId('save-search-submit').click();
  await expect(dialog.getByText(en.searches.saved)).toBeVisible();

  await signedUpWithProfile(browser, 'business_owner', 'Omar Digest', logisticsBusiness(`Digest${tag} Freight LLC`));
  // The alert is recorded in the background and waits for the digest: the search counts it as new.
  const row = page.getByTestId('saved-search').filter({ hasText: `Digest ${tag}` });
  await expect(async () => {
    await page.goto('/saved-searches');
    await expect(row.getByTestId('saved-search-new')).toHaveText(en.searches.newSinceRun.replace('{{count}}', '1'), { timeout: 2000 });
  }).toPass({ timeout: 30_000 });

  // The digest runs at 06:00 UTC; an admin runs it now from the Jobs section.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, ADMIN);
  await admin.goto('/admin?section=jobs');
  const digest = en.admin.jobs.queues['saved-search-daily-digest'];
  await admin.getByRole('button', { name: `Run ${digest} now` }).click();
  await expect(admin.getByText(`${digest}: queued, it runs within seconds.`)).toBeVisible();

  // Without SMTP_URL the mail lands in the local mailbox, which the admin reads.
  await admin.goto('/admin?section=mailbox');
  const subject = 'Dealbridge: new results for your saved searches today';
  const mail = admin.getByRole('row').filter({ hasText: session.user.email }).filter({ hasText: subject });
  await expect(async () => {
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await expect(mail).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await mail.getByRole('button', { name: subject }).click();
  await admin.getByRole('tab', { name: 'Text' }).click();
  await expect(admin.getByText(`Digest ${tag}: 1 new result`)).toBeVisible();
  await adminContext.close();
});
