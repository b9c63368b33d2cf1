import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_INVESTOR, DEMO_OWNER, LOGISTICS_INVESTOR, login, ownAddress, registerThroughUi, signedUpWithProfile, uniqueEmail } from './fixtures.ts';

// This file's registrations come from an address of its own, leaving the default address's registration budget to the
// specs that register through the shared one.
test.use(ownAddress());

// Issue 20: an investor profile is listed only with its minimum mandate (a capacity range, an industry, a
// region, a stage), the dashboard suggests new matches once, and the listings filter by every sector.

const meter = (page: Page) => page.getByTestId('mandate-meter');
const newMatches = (page: Page) => page.getByRole('region', { name: 'New matches for you' });

/** How many public investor cards a search finds. */
async function investorsFound(page: Page, search: string) {
  await page.goto(`/investors?search=${search}`);
  await expect(page.getByTestId('listing-count')).toHaveText(/^Showing /);
  return page.getByTestId('investor-card').count();
}

test.describe('minimum mandate', () => {
  test('an empty investor profile saves but is not listed, the meter names what is missing, and completing it lists it', async ({ page }) => {
    // The profile's About carries a word of its own, so the public search finds this profile and no other.
    const marker = `mandate${randomBytes(4).toString('hex')}`;
    await registerThroughUi(page, 'investor', uniqueEmail('inv-mandate'), 'Layla Haddad');
    await page.getByRole('link', { name: 'Complete Investor Profile' }).click();
    await expect(page).toHaveURL(/\/investorprofile$/);
    await expect(meter(page)).toContainText(
      'Profile 0% complete — to be listed, add: investment capacity (min and max), at least one industry, at least one region, at least one stage',
    );

    // Only the ticket size is a must-have until the investor says otherwise.
    const mustHaves = page.getByRole('group', { name: 'Must-haves' });
    await expect(mustHaves).toContainText('A business that misses a must-have is not ranked for you.');
    await expect(mustHaves.getByRole('checkbox', { name: 'Ticket size' })).toBeChecked();
    for (const name of ['Industries', 'Geography', 'Stage']) await expect(mustHaves.getByRole('checkbox', { name })).not.toBeChecked();
    await mustHaves.getByRole('checkbox', { name: 'Industries' }).check();

    await page.getByLabel('About', { exact: true }).fill(`Angel investor ${marker}.`);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Your profile is saved but not listed yet.')).toBeVisible();
    await expect(page.getByText('Needed to be listed: enter a minimum and a maximum')).toHaveCount(2);
    await expect(page.getByText('Needed to be listed: choose at least one industry')).toBeVisible();
    await expect(page.getByText('Needed to be listed: choose at least one region')).toBeVisible();
    await expect(page.getByText('Needed to be listed: choose at least one stage')).toBeVisible();
    await expect(meter(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

    // Half the mandate: the field messages of what was added go, the meter names what is left.
    await page.getByLabel('Minimum Investment').fill('250000');
    await page.getByLabel('Maximum Investment').fill('3000000');
    await expect(page.getByText('Needed to be listed: enter a minimum and a maximum')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Technology' }).check();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Your profile is saved but not listed yet.')).toBeVisible();
    await expect(meter(page)).toContainText('Profile 50% complete — to be listed, add: at least one region, at least one stage');
    await expect(meter(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    // Unlisted: the public list holds no "Not specified" card for it.
    expect(await investorsFound(page, marker)).toBe(0);
    await expect(page.getByText('No investors found')).toBeVisible();

    await page.goto('/investorprofile');
    await expect(page.getByRole('group', { name: 'Must-haves' }).getByRole('checkbox', { name: 'Industries' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'UAE' }).check();
    await page.getByRole('checkbox', { name: 'Series A' }).check();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Your profile is listed.', { exact: true })).toBeVisible();
    await expect(meter(page)).toContainText('Profile 100% complete — your profile is listed.');
    await expect(page.getByText(/^Needed to be listed/)).toHaveCount(0);

    expect(await investorsFound(page, marker)).toBe(1);
    await expect(page.getByTestId('investor-card')).toContainText('Technology');

    await page.goto('/dashboard');
    await expect(meter(page)).toContainText('Profile 100% complete');
  });

  test('the owner says what they want of an investor on the funding step, capacity ticked as a must-have', async ({ page }) => {
    await registerThroughUi(page, 'business_owner', uniqueEmail('owner-wishes'), 'Samir Nasser');
    await page.getByRole('link', { name: 'Complete Business Profile' }).click();
    await page.getByLabel('Company Name').fill('Cedar Foods LLC');
    await page.getByLabel(/^Industry/).selectOption('food_beverage');
    await page.getByRole('button', { name: 'Next Step' }).click();

    const wishes = page.locator('section').filter({ has: page.getByRole('heading', { name: 'What you want of an investor' }) });
    await expect(wishes.getByRole('checkbox', { name: 'Investment capacity covers my raise' })).toBeChecked();
    await wishes.getByRole('checkbox', { name: 'Board Member' }).check();
    await wishes.getByRole('checkbox', { name: 'Involvement is one I want' }).check();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByRole('definition').filter({ hasText: 'Investment capacity covers my raise, Involvement is one I want' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/businessprofile');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByRole('checkbox', { name: 'Board Member' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Involvement is one I want' })).toBeChecked();
  });
});

test.describe('new matches on the dashboard', () => {
  test('the demo investor sees new matches for them, each opening its card among their matches', async ({ page }) => {
    await login(page, DEMO_INVESTOR);
    await page.goto('/dashboard');
    const links = newMatches(page).getByRole('link');
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeLessThanOrEqual(6);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/businessmatches\?focus=[\w-]+$/);
    await expect(links.first()).toContainText(/\d+% match/);

    await links.first().click();
    await expect(page).toHaveURL(/\/businessmatches\?focus=/);
    await expect(page.locator('article[aria-current="true"]')).toBeVisible();
  });

  test('the demo owner’s matches are anonymous investors, opening InvestorConnect', async ({ page }) => {
    await login(page, DEMO_OWNER);
    await page.goto('/dashboard');
    const links = newMatches(page).getByRole('link');
    await expect(links.first()).toBeVisible();
    await expect(links.first()).toContainText(/^Investor/);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/investorconnect\?focus=[\w-]+$/);
  });

  test('a new investor’s matches are new once: the next visit shows none as new', async ({ browser }) => {
    const investor = await signedUpWithProfile(browser, 'investor', 'Yusuf Karim', LOGISTICS_INVESTOR);
    const { page } = investor;
    const seen = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/matching/suggestions/seen'));
    await page.goto('/dashboard');
    await expect(newMatches(page).getByText('New', { exact: true }).first()).toBeVisible();
    await expect(newMatches(page)).toContainText(/\d+ new since your last visit/);
    await seen;

    await page.reload();
    await expect(newMatches(page).getByRole('link').first()).toBeVisible();
    await expect(newMatches(page).getByText('New', { exact: true })).toHaveCount(0);
    await expect(newMatches(page)).not.toContainText('since your last visit');
    await page.context().close();
  });
});

test.describe('listing filters', () => {
  const options = (page: Page) => page.getByLabel('Industry').locator('option').allInnerTexts();

  test('Businesses offers every business sector and Investors every investor sector', async ({ page }) => {
    await page.goto('/businesses');
    expect(await options(page)).toEqual([
      'All Industries', 'Technology', 'Manufacturing', 'Retail', 'Healthcare', 'Finance', 'Education', 'Hospitality', 'Logistics', 'Energy', 'Food & Beverage',
    ]);
    await page.getByLabel('Industry').selectOption({ label: 'Food & Beverage' });
    await expect(page).toHaveURL(/industry=food_beverage/);
    await expect(page.getByTestId('listing-count')).toHaveText(/^Showing /);

    await page.goto('/investors');
    const investorSectors = await options(page);
    expect(investorSectors).toHaveLength(13);
    for (const sector of ['Energy', 'Education', 'Food & Beverage', 'Hospitality', 'Real Estate', 'Other']) expect(investorSectors).toContain(sector);
  });
});
