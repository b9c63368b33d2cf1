import { expect, test, type Page } from '@playwright/test';
import { ar } from '../../src/web/locales/ar.ts';
import { en } from '../../src/web/locales/en.ts';
import { switchToArabic } from './arabic-support.ts';
import {
  ADMIN, DEMO_INVESTOR, DEMO_OWNER, LOGISTICS_INVESTOR, login, logisticsBusiness, ownAddress, registerThroughUi, signedUpWithProfile, uniqueEmail,
} from './fixtures.ts';

// Issue 21, defects 2, 3 and 6: no dead ends for signed-in users, promises worded by what will happen, the small
// things (the registered name in the wizard, its documents on the review step, the chart's counts) and tab titles.

const title = (text: string) => `${text} · Dealbridge`;
const notice = (page: Page) => page.getByTestId('refused-notice');
/** The owner's first dashboard card: the business profile. */
const firstCard = (page: Page) => page.getByRole('main').locator('a[href="/businessprofile"]').first();

test.describe('a signed-in counterpart on the public listings', () => {
  test('an investor pressing Express Interest on Businesses lands on that business on Matches, not in a dialog', async ({ browser }) => {
    const investor = await signedUpWithProfile(browser, 'investor', 'Faisal Noor', LOGISTICS_INVESTOR);
    const { page } = investor;
    const listing = page.waitForResponse((r) => r.url().includes('/api/listings/businesses'));
    await page.goto('/businesses');
    const { items } = (await (await listing).json()) as { items: { id: string }[] };
    const chosen = items[0]?.id ?? '';
    await page.getByTestId('business-card').first().getByRole('button', { name: 'Express Interest' }).click();

    await expect(page).toHaveURL(new RegExp(`/businessmatches\\?focus=${chosen}&from=listing$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const focused = page.getByTestId('focused-card');
    await expect(focused.getByRole('heading', { name: en.matching.fromBusinessesListing })).toBeVisible();
    await expect(focused.locator(`#card-${chosen}`)).toHaveAttribute('aria-current', 'true');
    await expect(focused.getByRole('button', { name: 'Interested', exact: true })).toBeVisible();
    await page.context().close();
  });

  test('an owner pressing Connect on Investors lands on that investor on Investor Connect', async ({ browser }) => {
    const owner = await signedUpWithProfile(browser, 'business_owner', 'Mona Saleh', logisticsBusiness('Saleh Cargo LLC'));
    const { page } = owner;
    const listing = page.waitForResponse((r) => r.url().includes('/api/listings/investors'));
    await page.goto('/investors');
    const { items } = (await (await listing).json()) as { items: { id: string }[] };
    const chosen = items[0]?.id ?? '';
    await page.getByTestId('investor-card').first().getByRole('button', { name: 'Connect' }).click();

    await expect(page).toHaveURL(new RegExp(`/investorconnect\\?focus=${chosen}&from=listing$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const focused = page.getByTestId('focused-card');
    await expect(focused.getByRole('heading', { name: en.matching.fromInvestorsListing })).toBeVisible();
    await expect(focused.locator(`#card-${chosen}`)).toHaveAttribute('aria-current', 'true');
    await page.context().close();
  });
});

test.describe('a page for someone else', () => {
  test('an investor is told why on the dashboard, with a link to where they belong', async ({ page }) => {
    await login(page, DEMO_INVESTOR);
    await page.goto('/investorconnect');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(notice(page)).toHaveText(en.dashboard.refused.investorconnect);
    await page.getByRole('link', { name: en.dashboard.refused.toMatches }).click();
    await expect(page).toHaveURL(/\/businessmatches$/);

    await page.goto('/businessprofile');
    await expect(notice(page)).toHaveText(en.dashboard.refused.businessprofile);
    await expect(page.getByRole('link', { name: en.dashboard.refused.toInvestorProfile })).toHaveAttribute('href', '/investorprofile');

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(notice(page)).toHaveText(en.dashboard.refused.admin);

    // "List a Business" while signed in as an investor: the dashboard says why no form is shown.
    await page.getByRole('contentinfo').getByRole('link', { name: 'List a Business' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(notice(page)).toHaveText(en.dashboard.refused.registerOwner);

    // Said once: a reload, or the dashboard opened on its own, says nothing of the kind.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  });

  test('an owner is told why Matches is not for them, and "List a Business" takes them to their business profile', async ({ page }) => {
    await login(page, DEMO_OWNER);
    await page.goto('/businessmatches');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(notice(page)).toHaveText(en.dashboard.refused.businessmatches);
    await expect(page.getByRole('link', { name: en.dashboard.refused.toInvestorConnect })).toHaveAttribute('href', '/investorconnect');
    await page.getByRole('contentinfo').getByRole('link', { name: 'List a Business' }).click();
    await expect(page).toHaveURL(/\/businessprofile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.profiles.business.title);
  });

  test('the explanation is in Arabic for an Arabic reader', async ({ browser }) => {
    const investor = await signedUpWithProfile(browser, 'investor', 'خالد العمري', LOGISTICS_INVESTOR, { language: 'ar' });
    const { page } = investor;
    // A returning reader: this browser shows the account's Arabic from the first paint.
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.goto('/investorconnect');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(notice(page)).toHaveText(ar.dashboard.refused.investorconnect);
    await expect(page.getByRole('link', { name: ar.dashboard.refused.toMatches })).toHaveAttribute('href', '/businessmatches');
    await expect(page).toHaveTitle(title(ar.nav.dashboard));
    await page.context().close();
  });
});

test.describe('the business wizard and the dashboard card', () => {
  test('the wizard starts from the registered name, lists the documents and says what Submit does; the card follows the profile', async ({ page, browser }) => {
    test.setTimeout(60_000);
    await registerThroughUi(page, 'business_owner', uniqueEmail('polish-owner'), 'Laila Haddad');
    await expect(page).toHaveURL(/completeregistration/);
    await expect(page).toHaveTitle(title(en.completeRegistration.documentTitle));
    await page.goto('/dashboard');
    await expect(page).toHaveTitle(title(en.nav.dashboard));
    await expect(firstCard(page)).toContainText(en.dashboard.businessCard.none.title);
    await firstCard(page).click();

    // The business name given at registration starts the wizard.
    await expect(page).toHaveTitle(title(en.profiles.business.title));
    await expect(page.getByLabel('Company Name')).toHaveValue('Laila Haddad Holdings');
    await page.getByLabel(/^Industry/).selectOption('logistics');
    // Each step is on screen before the next press, as a reader would see it before pressing on.
    const steps = page.getByRole('list', { name: 'Profile steps' }).getByRole('listitem');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    await page.getByLabel('Document type').selectOption('financial_statements');
    await page.getByLabel('Upload a document').setInputFiles({
      name: 'haddad-accounts.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    });
    await expect(page.getByText('haddad-accounts.pdf was uploaded.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('list', { name: 'Your documents' })).toContainText('haddad-accounts.pdf');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');

    // The review step lists the documents, and promises what the default review mode does: listed at once.
    const documents = page.getByRole('list', { name: en.profiles.business.uploadedDocuments }).getByRole('listitem');
    await expect(documents).toHaveCount(1);
    await expect(documents.first()).toContainText('haddad-accounts.pdf');
    await expect(documents.first()).toContainText('Financial Statements');
    await expect(page.getByText(en.profiles.business.submitLeadsTo.active)).toBeVisible();
    await expect(page.getByText(/24-48 hours/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(firstCard(page)).toContainText(en.dashboard.businessCard.active.title);
    await expect(firstCard(page)).toContainText(en.dashboard.businessCard.active.text);

    // An admin rejects it: the next submit goes to review, and every screen says so.
    const profileId = ((await (await page.request.get('/api/profiles/business/me')).json()) as { id: string }).id;
    const admin = await (await browser.newContext(ownAddress())).newPage();
    await login(admin, ADMIN);
    const rejected = await admin.request.patch(`/api/admin/businesses/${profileId}`, {
      headers: { Origin: new URL(admin.url()).origin }, data: { status: 'inactive' },
    });
    expect(rejected.status()).toBe(200);
    await admin.context().close();

    await page.reload();
    await expect(firstCard(page)).toContainText(en.dashboard.businessCard.inactive.title);
    await firstCard(page).click();
    await expect(page.getByText(en.profiles.business.status.inactive)).toBeVisible();
    for (let step = 1; step < 4; step += 1) await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByText(en.profiles.business.submitLeadsTo.under_review)).toBeVisible();
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(en.dashboard.profileSubmitted)).toBeVisible();
    await expect(firstCard(page)).toContainText(en.dashboard.businessCard.under_review.title);
  });
});

test.describe('the admin activity chart', () => {
  test('keeps its first and last dates inside the drawing and counts in words that agree with the number', async ({ page }) => {
    await login(page, ADMIN);
    const chart = page.getByTestId('activity-chart');
    await expect(chart).toBeVisible();
    await expect(page).toHaveTitle(title(en.admin.title));
    const frame = await chart.boundingBox();
    const dates = chart.getByTestId('chart-date');
    await expect(dates).toHaveCount(3);
    const first = await dates.first().boundingBox();
    const last = await dates.last().boundingBox();
    if (!frame || !first || !last) throw new Error('chart not laid out');
    expect(first.x).toBeGreaterThanOrEqual(frame.x - 0.5);
    expect(last.x + last.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    const weeks = await page.getByRole('figure').locator('ul li').allTextContents();
    expect(weeks.length).toBeGreaterThan(0);
    for (const week of weeks) {
      expect(week).toMatch(/^Week of .+: \d+ requests?, \d+ registrations?$/);
      expect(week).not.toMatch(/\b1 (requests|registrations)\b/);
    }
    await page.getByRole('link', { name: en.admin.sections.users }).click();
    await expect(page).toHaveTitle(title(`${en.admin.sections.users} · ${en.admin.title}`));
  });
});

test.describe('tab titles', () => {
  test('name the page in English and Arabic, while the home page keeps the default', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(en.common.documentTitle);
    await page.goto('/businesses');
    await expect(page).toHaveTitle(title(en.listings.businessesTitle));
    await page.getByRole('navigation', { name: en.nav.mainNavigation }).getByRole('link', { name: en.nav.investors }).click();
    await expect(page).toHaveTitle(title(en.listings.investorsTitle));
    const pages: [string, string][] = [
      ['/services', en.services.title], ['/login', en.auth.signIn], ['/register', en.auth.createAccount],
      ['/reset-password', en.auth.forgotTitle], ['/privacy', en.legal.privacyTitle], ['/terms', en.legal.termsTitle], ['/no-such-page', en.errors.notFoundTitle],
    ];
    for (const [path, text] of pages) {
      await page.goto(path);
      await expect(page).toHaveTitle(title(text));
    }

    await switchToArabic(page);
    await expect(page).toHaveTitle(title(ar.errors.notFoundTitle));
    await page.goto('/businesses');
    await expect(page).toHaveTitle(title(ar.listings.businessesTitle));
    await page.getByRole('navigation', { name: ar.nav.mainNavigation }).getByRole('link', { name: ar.nav.investors }).click();
    await expect(page).toHaveTitle(title(ar.listings.investorsTitle));
    await page.goto('/services');
    await expect(page).toHaveTitle(title(ar.services.title));
  });
});
