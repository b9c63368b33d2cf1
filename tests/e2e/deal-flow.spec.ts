import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { anonymousTitle } from '#shared/listings/listing-identity.ts';
import type { InvestorCard } from '#shared/listings/listings.ts';
import { enums } from '../../src/web/locales/en/enums.ts';
import { listings } from '../../src/web/locales/en/listings.ts';
import { acceptNdaInDialog, DEMO_INVESTOR, login, ownAddress, registerThroughUi, uniqueEmail } from './fixtures.ts';

type PublicFields = Pick<InvestorCard, 'involvement_type' | 'geographical_preference' | 'preferred_industries'>;
/** A masked investor's title, in English, made of the public fields as the Investors listing makes it (issue 21). */
const investorTitle = (fields: PublicFields) =>
  anonymousTitle(fields, { involvement: (type) => listings.investorTitles[type ?? 'none'], region: (r) => enums.region[r], sector: (s) => enums.industry[s] });

/** A fresh user, registered through the UI, whose profile is saved through the API (the forms have their own journey). */
async function userWithProfile(browser: Browser, type: 'investor' | 'business_owner', name: string, profile: object): Promise<Page> {
  const page = await (await browser.newContext(ownAddress())).newPage();
  await registerThroughUi(page, type, uniqueEmail(type), name);
  await expect(page).toHaveURL(/completeregistration/);
  const path = type === 'investor' ? '/api/profiles/investor/me' : '/api/profiles/business/me';
  const res = await page.request.put(path, { data: profile, headers: { Origin: new URL(page.url()).origin } });
  expect(res.status()).toBe(200);
  return page;
}

test.describe('matching and introductions', () => {
  test('an investor sees businesses ranked by score, filters them and hearts one', async ({ page }) => {
    await login(page, DEMO_INVESTOR);
    await page.goto('/businessmatches');
    await expect(page.getByRole('heading', { name: 'Investment Opportunities' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Business Matches' })).toBeVisible();
    const cards = page.getByTestId('business-match-card');
    await expect(cards.first()).toBeVisible();
    // The ranked list, below the group of businesses waiting for an answer ("Wants to connect").
    const scores = await page.getByTestId('ranked-matches').getByTestId('match-score').allTextContents();
    const values = scores.map((s) => Number(s.match(/(\d+)%/)?.[1]));
    expect([...values].sort((a, b) => b - a)).toEqual(values);

    await page.getByLabel('Category').selectOption('Technology');
    await expect(page).toHaveURL(/category=technology/);
    await expect(cards.first().getByText('Technology', { exact: true })).toBeVisible();
    await page.getByLabel(/^Min revenue \([A-Z]{3}\)$/).fill('999999999999');
    await expect(page.getByText('No matches found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters to see more opportunities.')).toBeVisible();
    await page.goto('/businessmatches');
    await expect(cards.first()).toBeVisible();

    const favourites = page.locator('dl div').filter({ hasText: 'Favourites' }).locator('dd');
    const before = Number(await favourites.textContent());
    const target = cards.filter({ has: page.getByRole('button', { name: 'Interested', exact: true }) }).first();
    const heart = target.getByTestId('heart');
    const wasOn = (await heart.getAttribute('aria-pressed')) === 'true';
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', wasOn ? 'false' : 'true');
    await expect(favourites).toHaveText(String(wasOn ? before - 1 : before + 1));
  });

  test('interest and connect, in turn, introduce both sides with their contact details', async ({ browser }) => {
    // Two people's whole journey (or two full-page screenshots): 25–30 s on a two-core host, near the default 30 s.
    test.slow();
    const tag = randomBytes(3).toString('hex');
    const word = `zephyrine${tag}`;
    const publicFields: PublicFields = { preferred_industries: ['logistics'], geographical_preference: ['UAE'], involvement_type: 'board_member' };
    const investor = await userWithProfile(browser, 'investor', 'Hessa Al Qasimi', {
      ...publicFields, investment_capacity: { min_amount: 500000, max_amount: 4000000, currency: 'USD' }, investment_stage: ['growth'],
      return_expectations: { min_roi: 12 }, about: `Family office backing ${word} logistics platforms.`,
    });
    const company = `Dune Couriers ${tag}`;
    const owner = await userWithProfile(browser, 'business_owner', 'Rashid Mansour', {
      basic_info: { company_name: company, confidential: false, industry: 'logistics', business_stage: 'growth', year_established: 2016 },
      geographical_presence: { headquarters: 'UAE', branches: ['Oman'] },
      funding_requirements: { amount_required: 2500000, currency: 'AED', equity_offered: 20 },
      financial_highlights: { annual_revenue: 6000000, profit_margin: 14, growth_rate: 35 },
      business_activities: ['Last-mile delivery across the Emirates'],
    });

    await investor.goto(`/businessmatches?search=${encodeURIComponent(company)}`);
    const card = investor.getByTestId('business-match-card').filter({ hasText: company });
    await expect(card).toBeVisible();
    await expect(card.getByText('Why this match')).toBeVisible();
    await card.getByRole('button', { name: 'Interested', exact: true }).click();
    // The business asks for the standard NDA (the default): Interested counts once it is accepted (issue 18).
    await acceptNdaInDialog(investor, 'Hessa Al Qasimi');
    await expect(investor.getByRole('status')).toHaveText('Interest expressed successfully! The business owner will be notified.');
    await expect(card.getByRole('button', { name: 'Interest Expressed' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
    await expect(card.getByTestId('contact')).toHaveCount(0);

    await owner.goto('/dashboard');
    await expect(owner.getByText('An investor expressed interest in your business.')).toBeVisible();
    await owner.goto(`/investorconnect?search=${word}`);
    await expect(owner.getByRole('heading', { name: 'Connect with Investors' })).toBeVisible();
    // The interested investor waits in "Interested in you", once, still masked.
    const investorCard = owner.getByTestId('investor-match-card');
    await expect(investorCard).toHaveCount(1);
    await expect(owner.getByTestId('interested-in-you').getByTestId('investor-match-card')).toHaveCount(1);
    // Titled as on the Investors listing, by how they take part, where and in what: never a name (issue 21).
    expect(investorTitle(publicFields)).toBe('Board-level investor · UAE · Logistics');
    await expect(investorCard.getByRole('heading', { name: investorTitle(publicFields), exact: true })).toBeVisible();
    await expect(investorCard).not.toContainText('Hessa');
    await investorCard.getByRole('button', { name: 'Connect', exact: true }).click();
    // The Connect answers the investor's Interested: the pair is introduced, and the message says so (issue 21).
    await expect(owner.getByRole('status')).toHaveText('You are introduced! The contact details are on the card, and your deal room is open.');
    await expect(investorCard.getByTestId('contact')).toContainText('Hessa Al Qasimi');
    await expect(investorCard.getByRole('link', { name: 'Open deal room' })).toHaveAttribute('href', /^\/deals\/[0-9a-f-]{36}$/);
    await expect(owner.getByTestId('interested-in-you')).toHaveCount(0);

    await investor.reload();
    await expect(card.getByTestId('contact')).toContainText('Rashid Mansour');
    await expect(card.getByTestId('contact')).toContainText(company);
    await expect(card.getByRole('link', { name: 'Open deal room' })).toHaveAttribute('href', /^\/deals\/[0-9a-f-]{36}$/);
  });

  test('sends the wrong user type to the dashboard and asks a new user to complete the profile', async ({ page }) => {
    await login(page, DEMO_INVESTOR);
    await page.goto('/investorconnect');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().clearCookies();
    await registerThroughUi(page, 'investor', uniqueEmail('noprofile'), 'Nadia Fresh');
    await expect(page).toHaveURL(/completeregistration/);
    await page.goto('/businessmatches');
    await expect(page.getByRole('heading', { name: 'Complete your profile first' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Complete Profile' })).toHaveAttribute('href', '/investorprofile');
  });
});
