import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ar } from '../../src/web/locales/ar.ts';
import { expectArabicDocument, registerOwnerInArabic, switchToArabic } from './arabic-support.ts';
import { ADMIN, DEMO_INVESTOR, DEMO_OWNER, login } from './fixtures.ts';

// The product in Arabic: right to left, translated, mirrored, and nothing spilling out of the page.

const box = async (page: Page, selector: ReturnType<Page['locator']>) => {
  const found = await selector.boundingBox();
  if (!found) throw new Error('element not laid out');
  return found;
};

/**
 * A full-page screenshot for the report, and a check that no text runs past the viewport or out of
 * its box: the page cannot be scrolled sideways and no visible element sticks out at either side.
 */
async function screenshotWithoutOverflow(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const path = testInfo.outputPath(name);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  const problems = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) found.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || el.closest('.sr-only') || inScroller(el)) continue;
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!hasText) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0) continue;
      if (rect.left < -1 || rect.right > width + 1) found.push(`outside the page: ${el.tagName} “${el.textContent?.trim().slice(0, 40)}”`);
      if (el.scrollWidth > el.clientWidth + 1 && style.overflowX === 'hidden') found.push(`clipped: ${el.tagName} “${el.textContent?.trim().slice(0, 40)}”`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

test.describe('Arabic', () => {
  test('the home page switches to Arabic, right to left, mirrored, and stays so after a reload', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await switchToArabic(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.home.heroTitle);
    const nav = page.getByRole('navigation', { name: ar.nav.mainNavigation });
    for (const name of [ar.nav.home, ar.nav.investors, ar.nav.businesses, ar.nav.services]) await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(page.getByTestId('language-switcher')).toHaveAccessibleName('اللغة: العربية');
    await expect(page).toHaveTitle(ar.common.documentTitle);
    // Mirrored: the logo sits at the right end of the header, the navigation to its left.
    const logo = await box(page, page.getByRole('banner').getByRole('link', { name: /Dealbridge/ }));
    const links = await box(page, nav);
    expect(logo.x).toBeGreaterThan(links.x);
    await expect(page.getByTestId('business-card')).toHaveCount(6);
    await screenshotWithoutOverflow(page, testInfo, 'home-ar.png');

    await page.reload();
    await expectArabicDocument(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.home.heroTitle);
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Intelligent Platform for SME Mergers & Acquisitions');
  });

  test('at phone width the header, with the language switcher, fits in both languages', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await screenshotWithoutOverflow(page, testInfo, 'home-en-phone.png');
    // On phones the switcher sits in the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByTestId('language-switcher').click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    await expectArabicDocument(page);
    await expect(page.locator('#mobile-menu').getByRole('link', { name: ar.nav.services })).toBeVisible();
    await screenshotWithoutOverflow(page, testInfo, 'home-ar-phone.png');
  });

  test('a browser that prefers Arabic opens in Arabic', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-AE' });
    const page = await context.newPage();
    await page.goto('/services');
    await expectArabicDocument(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.services.title);
    await context.close();
  });

  test('the business listing reads right to left with amounts converted to the header country’s currency', async ({ page }, testInfo) => {
    await page.goto('/businesses');
    await switchToArabic(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.listings.businessesTitle);
    const card = page.getByTestId('business-card').first();
    await expect(card).toBeVisible();
    // Each row mirrors: its label at the right, its value at the left.
    const label = await box(page, card.getByRole('term').first());
    const value = await box(page, card.getByRole('definition').first());
    expect(label.x).toBeGreaterThan(value.x);
    await expect(card.getByRole('term').first()).toHaveText(ar.listings.seeking);
    // The header country is the UAE: a listing in another currency shows about how much that is in dirhams.
    await expect(page.getByTestId('approx-amount').first()).toContainText('AED');
    await page.getByTestId('country-picker').click();
    await page.getByRole('menuitemradio', { name: ar.countries.UK }).click();
    await expect(page.getByTestId('approx-amount').first()).toContainText('GBP');
    await screenshotWithoutOverflow(page, testInfo, 'businesses-ar.png');
  });

  test('someone who registers in Arabic keeps Arabic and fills in the business wizard in Arabic', async ({ page }, testInfo) => {
    await registerOwnerInArabic(page, { name: 'عمر الحربي', company: 'مؤسسة الصقر', emailPrefix: 'arabic' });
    await expectArabicDocument(page);
    await expect.poll(async () => (await (await page.request.get('/api/auth/session')).json()).user.language).toBe('ar');

    await page.getByRole('link', { name: ar.completeRegistration.toBusinessProfile }).click();
    await expect(page).toHaveURL(/\/businessprofile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.profiles.business.title);
    await expect(page.getByText(ar.profiles.business.steps.basic).first()).toBeVisible();
    // The shared schema's messages appear in Arabic.
    await page.getByLabel(ar.profiles.business.companyName).fill('');
    await page.getByRole('button', { name: ar.profiles.business.next }).click();
    await expect(page.getByText(ar.messages.required).first()).toBeVisible();
    await screenshotWithoutOverflow(page, testInfo, 'business-wizard-ar.png');

    // A new page in this browser still opens in the account's language.
    await page.reload();
    await expectArabicDocument(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.profiles.business.title);
  });

  test('the admin panel in Arabic puts its sidebar on the right', async ({ page }, testInfo) => {
    await login(page, ADMIN);
    await expect(page).toHaveURL(/\/admin/);
    // The shared admin account keeps English for the other journeys: this tab's choice is not saved.
    await page.route('**/api/me', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.continue()));
    await switchToArabic(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.admin.title);
    await expect(page.getByRole('heading', { level: 2, name: ar.admin.dashboard.title })).toBeVisible();
    const sidebar = await box(page, page.getByRole('navigation', { name: ar.admin.sectionsLabel }));
    const content = await box(page, page.getByRole('heading', { level: 2, name: ar.admin.dashboard.title }));
    expect(sidebar.x).toBeGreaterThan(content.x);
    await screenshotWithoutOverflow(page, testInfo, 'admin-dashboard-ar.png');

    await page.getByRole('navigation', { name: ar.admin.sectionsLabel }).getByRole('link', { name: ar.admin.sections.requests }).click();
    await expect(page.getByRole('heading', { level: 2, name: ar.admin.requests.title })).toBeVisible();
    await page.getByRole('navigation', { name: ar.admin.sectionsLabel }).getByRole('link', { name: ar.admin.sections.users }).click();
    await expect(page.getByRole('heading', { level: 2, name: ar.admin.users.title })).toBeVisible();
    await screenshotWithoutOverflow(page, testInfo, 'admin-users-ar.png');

    // The demo matches' reasons are kept as data, so they read in Arabic here too.
    await page.getByRole('navigation', { name: ar.admin.sectionsLabel }).getByRole('link', { name: ar.admin.sections.matches }).click();
    await expect(page.getByRole('heading', { level: 2, name: ar.admin.matches.title })).toBeVisible();
    const reasons = page.getByRole('list', { name: ar.admin.matches.reasons }).first().getByRole('listitem');
    await expect(reasons.first()).toBeVisible();
    for (const text of await reasons.allInnerTexts()) {
      expect(text).toMatch(/[\u0600-\u06FF]/);
      expect(text).not.toMatch(/\b(the|is|of|and|in)\b/i);
    }
  });

  test('ranked matches explain themselves in Arabic, on both sides', async ({ page }, testInfo) => {
    // Two people's whole journey (or two full-page screenshots): 25–30 s on a two-core host, near the default 30 s.
    test.slow();
    for (const [account, path] of [[DEMO_INVESTOR, '/businessmatches'], [DEMO_OWNER, '/investorconnect']] as const) {
      await login(page, account);
      // The shared demo accounts keep English for the other journeys: this tab's choice is not saved.
      await page.route('**/api/me', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.continue()));
      await page.goto(path);
      await switchToArabic(page);
      const reasons = page.getByText(ar.matching.whyMatch).first().locator('xpath=following-sibling::ul[1]/li');
      await expect(reasons.first()).toBeVisible();
      for (const reason of await reasons.allTextContents()) {
        expect(reason).toMatch(/[\u0600-\u06FF]/);
        // Nothing of the English sentences is left: only currency codes, a round's letter and quoted words.
        expect(reason).not.toMatch(/\b(Seeks|Invests|your|Targets|Headquartered|industries|Growth of|margin)\b/);
      }
      await screenshotWithoutOverflow(page, testInfo, `${path.slice(1)}-ar.png`);
      await page.unroute('**/api/me');
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
    }
  });

  test('admin figures and contacts read correctly in Arabic: dollars by Intl, addresses left to right', async ({ page }) => {
    await login(page, ADMIN);
    await page.route('**/api/me', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.continue()));
    await switchToArabic(page);
    const revenue = page.getByTestId(`stat-${ar.admin.dashboard.estRevenue}`);
    await expect(revenue).toContainText('US$');
    await expect(revenue).not.toContainText('K');
    await page.getByRole('navigation', { name: ar.admin.sectionsLabel }).getByRole('link', { name: ar.admin.sections.users }).click();
    await expect(page.getByRole('heading', { level: 2, name: ar.admin.users.title })).toBeVisible();
    await expect(page.locator('td > span[dir="ltr"]').first()).toContainText('@');
  });
});
