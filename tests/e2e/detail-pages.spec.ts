import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { anonymousTitle } from '#shared/listings/listing-identity.ts';
import type { BusinessCard, InvestorCard } from '#shared/listings/listings.ts';
import { ar } from '../../src/web/locales/ar.ts';
import { en } from '../../src/web/locales/en.ts';
import { expectArabicDocument } from './arabic-support.ts';
import { ADMIN, LOGISTICS_INVESTOR, login, logisticsBusiness, ownAddress, signedUpWithProfile } from './fixtures.ts';

// Issue 21, defects 4 and 5: a page per listed profile (/businesses/:id, /investors/:id), reached from the cards'
// View Profile, with a counterpart's match and actions; masked investors titled by public fields, never by name.

const englishTitle = (card: Pick<InvestorCard, 'involvement_type' | 'geographical_preference' | 'preferred_industries'>) =>
  anonymousTitle(card, {
    involvement: (type) => en.listings.investorTitles[type ?? 'none'],
    region: (region) => en.enums.region[region],
    sector: (sector) => en.enums.industry[sector],
  });

/** No accessibility violation on the page as it stands (the suite's rules: WCAG 2.1 AA and best practice). */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Text matched as it is inside a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first page of a listing, as the page itself fetched it. */
async function listed<T>(page: Page, path: '/businesses' | '/investors'): Promise<T[]> {
  const answer = page.waitForResponse((r) => r.url().includes(`/api/listings${path}?`) || r.url().endsWith(`/api/listings${path}`));
  await page.goto(path);
  return ((await (await answer).json()) as { items: T[] }).items;
}

test.describe('a business’s page', () => {
  test('opens from the card’s View Profile with the whole public profile, its name in the tab, and Register for a visitor', async ({ page }) => {
    const items = await listed<BusinessCard>(page, '/businesses');
    const index = items.findIndex((b) => b.company_name);
    const business = items[index] as BusinessCard;
    await page.getByTestId('business-card').nth(index).getByRole('link', { name: en.listings.viewProfile }).click();

    await expect(page).toHaveURL(new RegExp(`/businesses/${business.id}$`));
    const profile = page.getByTestId('business-profile');
    await expect(profile.getByRole('heading', { level: 1 })).toHaveText(business.company_name ?? '');
    for (const heading of [en.listings.fundingSection, en.listings.businessSection, en.listings.locationsSection]) {
      await expect(profile.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    for (const label of [en.listings.seeking, en.listings.equityOffered, en.listings.annualRevenue, en.listings.headquarters, en.listings.branches]) {
      await expect(profile.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    await expect(page).toHaveTitle(new RegExp(`^${literal(business.company_name ?? '')} · .+ · Dealbridge$`));
    await expect(profile.getByTestId('reader-match')).toHaveCount(0);
    await expectAccessible(page);
    await profile.getByRole('link', { name: en.listings.registerToConnect }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('shows a signed-in investor their score and reasons, saves it, copies its link and opens it among their matches', async ({ browser }) => {
    const investor = await signedUpWithProfile(browser, 'investor', 'Huda Karim', LOGISTICS_INVESTOR);
    const { page } = investor;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const owner = await signedUpWithProfile(browser, 'business_owner', 'Omar Zayed', logisticsBusiness('Zayed Freight LLC'));
    await owner.page.context().close();

    await page.goto(`/businesses/${owner.profileId}`);
    const profile = page.getByTestId('business-profile');
    await expect(profile.getByRole('heading', { level: 1 })).toHaveText('Zayed Freight LLC');
    const match = profile.getByTestId('reader-match');
    await expect(match.getByRole('heading', { name: en.listings.yourMatch })).toBeVisible();
    await expect(match.getByTestId('match-score')).toHaveText(/^\d+% match$/);
    await expect(match.getByTestId('why-this-match').getByRole('listitem').first()).toBeVisible();
    await match.getByText(en.matching.howScored).click();
    await expect(match.getByTestId('score-total')).toBeVisible();
    await expectAccessible(page);

    const heart = profile.getByTestId('heart');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(profile.getByTestId('heart')).toHaveAttribute('aria-pressed', 'true');

    await profile.getByRole('button', { name: en.listings.copyLink }).click();
    await expect(profile.getByRole('status').filter({ hasText: en.listings.linkCopied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    await profile.getByRole('link', { name: en.listings.expressInterest }).click();
    await expect(page).toHaveURL(new RegExp(`/businessmatches\\?focus=${owner.profileId}&from=listing$`));
    await expect(page.getByTestId('focused-card').locator(`#card-${owner.profileId}`)).toHaveAttribute('aria-current', 'true');
    await page.context().close();
  });

  test('says a profile that is not listed is not there', async ({ page }) => {
    await page.goto(`/businesses/${crypto.randomUUID()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.listings.businessNotFound);
    await expect(page).toHaveTitle(`${en.listings.businessNotFound} · Dealbridge`);
    await expectAccessible(page);
    await page.getByRole('link', { name: en.listings.allBusinesses }).last().click();
    await expect(page).toHaveURL(/\/businesses$/);
  });

  test('reads in Arabic on a 390 px screen, without sideways scrolling', async ({ browser }) => {
    // A browser that prefers Arabic opens in Arabic (the header's switcher sits in the menu at this width).
    const context = await browser.newContext({ ...ownAddress(), locale: 'ar-AE', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const items = await listed<BusinessCard>(page, '/businesses');
    await expectArabicDocument(page);
    const index = items.findIndex((b) => b.company_name);
    const business = items[index] as BusinessCard;
    await page.getByTestId('business-card').nth(index).getByRole('link', { name: ar.listings.viewProfile }).click();
    await expect(page).toHaveURL(new RegExp(`/businesses/${business.id}$`));
    const profile = page.getByTestId('business-profile');
    await expect(profile.getByRole('heading', { level: 1 })).toHaveText(business.company_name ?? '');
    for (const heading of [ar.listings.fundingSection, ar.listings.businessSection, ar.listings.locationsSection]) {
      await expect(profile.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(profile.getByRole('term').filter({ hasText: ar.listings.equityOffered })).toBeVisible();
    await expect(profile.getByRole('link', { name: ar.listings.registerToConnect })).toBeVisible();
    await expect(profile.getByRole('button', { name: ar.listings.copyLink })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${literal(business.company_name ?? '')} · `));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await context.close();
  });
});

test.describe('an investor’s page', () => {
  test('titles the investor by public fields, never by name; the owner counterpart sees the match and Connect; an admin the name', async ({ browser, page }) => {
    // Three accounts and several pages: more than the default 30 s on a loaded machine.
    test.setTimeout(60_000);
    const investor = await signedUpWithProfile(browser, 'investor', 'Rania Aziz', LOGISTICS_INVESTOR);
    await investor.page.context().close();
    const title = englishTitle({ involvement_type: 'board_member', geographical_preference: ['UAE'], preferred_industries: ['logistics'] });
    expect(title).toBe('Board-level investor · UAE · Logistics');

    // A visitor, from the listing's card: the anonymous title on the card and on the page, the name nowhere.
    const items = await listed<InvestorCard>(page, '/investors');
    const first = items[0] as InvestorCard;
    const card = page.getByTestId('investor-card').first();
    await expect(card.getByTestId('investor-name')).toHaveText(englishTitle(first));
    await expect(card.getByTestId('sector-avatar')).toHaveAttribute('data-sector', first.preferred_industries[0] ?? 'other');
    await card.getByRole('link', { name: en.listings.viewProfile }).click();
    await expect(page).toHaveURL(new RegExp(`/investors/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishTitle(first));

    await page.goto(`/investors/${investor.profileId}`);
    const profile = page.getByTestId('investor-profile');
    await expect(profile.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} · Dealbridge`);
    for (const heading of [en.listings.investmentSection, en.listings.focusSection, en.listings.aboutSection]) {
      await expect(profile.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(profile).toContainText(LOGISTICS_INVESTOR.about);
    await expect(page.locator('body')).not.toContainText('Rania Aziz');
    await expect(page.locator('body')).not.toContainText('********');
    await expectAccessible(page);
    const html = await (await page.request.get(`/investors/${investor.profileId}`)).text();
    expect(html).toContain(`<title>${title} · Dealbridge</title>`);
    expect(html).not.toContain('Rania Aziz');

    // The owner of a fitting business: the score and Connect, which opens the investor on Investor Connect.
    const owner = await signedUpWithProfile(browser, 'business_owner', 'Samir Haddad', logisticsBusiness('Haddad Haulage LLC'));
    await owner.page.goto(`/investors/${investor.profileId}`);
    const seen = owner.page.getByTestId('investor-profile');
    await expect(seen.getByTestId('reader-match').getByTestId('match-score')).toBeVisible();
    await expect(owner.page.locator('body')).not.toContainText('Rania Aziz');
    await seen.getByRole('link', { name: en.listings.connect }).click();
    await expect(owner.page).toHaveURL(new RegExp(`/investorconnect\\?focus=${investor.profileId}&from=listing$`));
    await owner.page.context().close();

    // The admin sees the name, as on the listing, with the anonymous title beneath.
    await login(page, ADMIN);
    await page.goto(`/investors/${investor.profileId}`);
    await expect(profile.getByRole('heading', { level: 1 })).toHaveText('Rania Aziz');
    await expect(profile).toContainText(title);
  });
});
