import { expect, test } from '@playwright/test';
import { ADMIN, holdAnswers, login } from './fixtures.ts';

test.describe('home page', () => {
  test('shows the hero, highlights, figures, steps and six masked investors and six businesses', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Intelligent Platform for SME Mergers & Acquisitions');
    for (const text of ['AI-Powered Matching', 'Moderated Opportunities', 'Strategic Investors', 'Global Markets', '200M+ SAR', '100+', '10+', '1,000+']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    for (const step of ['Create Profile', 'AI Matching', 'Connect & Review', 'Close Deals']) await expect(page.getByRole('heading', { name: step })).toBeVisible();
    await expect(page.getByTestId('investor-card')).toHaveCount(6);
    await expect(page.getByTestId('business-card')).toHaveCount(6);
    // A masked investor reads by what they do, where and in what (issue 21), never by a name.
    await expect(page.getByTestId('investor-name').first()).toHaveText(/^(Passive|Advisory|Board-level|Operating) investor( · |$)|^Investor( · |$)/);
    await page.getByTestId('investor-card').first().getByRole('link', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(/\/investors\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('investor-profile')).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Find Your Match' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('tells a visitor in three lines who it is for, what it costs and how confidentiality works, with a way in for each side', async ({ page }) => {
    await page.goto('/');
    const lines = page.getByRole('list', { name: 'Dealbridge in three lines' });
    await expect(lines.getByRole('listitem')).toHaveText([
      /^For business owners and investors\./, /^Free to list and to match\. You pay only for the professional services you ask for/,
      /^Confidential until both agree\. Names and contacts stay masked until both sides want to talk/,
    ]);
    await lines.getByRole('link', { name: 'I own a business' }).click();
    await expect(page).toHaveURL(/\/register\?step=2&type=business_owner$/);
    await page.goBack();
    await lines.getByRole('link', { name: 'I invest' }).click();
    await expect(page).toHaveURL(/\/register\?step=2&type=investor$/);
    // The footer's year is this year's (issue 52; the spec's 2024 was a placeholder).
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Dealbridge. All rights reserved.`);
  });

  test('shows six skeletons per list while loading', async ({ page }) => {
    const release = await holdAnswers(page, '**/api/listings/home');
    await page.goto('/');
    await expect(page.getByTestId('card-skeleton')).toHaveCount(12);
    release();
    await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('business-card')).toHaveCount(6);
  });

  test('falls back to empty lists when the listings cannot be loaded', async ({ page }) => {
    await page.route('**/api/listings/home', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/');
    await expect(page.getByText('Nothing to show yet.')).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('investors listing', () => {
  test('filters live, counts on the server, and gates Connect behind a dialog', async ({ page }) => {
    await page.goto('/investors');
    await expect(page.getByRole('heading', { name: 'Find Investors' })).toBeVisible();
    const count = page.getByTestId('listing-count');
    await expect(count).toHaveText(/^Showing 1–\d+ of \d+ investors$/);
    const all = Number((await count.textContent())?.match(/of (\d+)/)?.[1]);
    await page.getByLabel('Industry').selectOption('healthcare');
    await expect(page).toHaveURL(/industry=healthcare/);
    await expect(count).toHaveText(new RegExp(`^Showing 1–\\d+ of \\d+ matching investors \\(${all} in all\\)$`));
    await expect(page.getByTestId('investor-name').first()).toHaveText(/^(Passive|Advisory|Board-level|Operating) investor( · |$)|^Investor( · |$)/);
    await page.getByRole('button', { name: 'Connect' }).first().click();
    await expect(page.getByRole('dialog')).toContainText('Connecting with this investor is possible after the provider’s confirmation.');
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox').fill('zzqx-no-such-investor');
    await expect(page.getByText('No investors found')).toBeVisible();
    await expect(count).toHaveText(`Showing 0 of ${all} investors`);
  });

  test('only an admin sees the investors’ real names', async ({ page }) => {
    await login(page, ADMIN);
    await page.goto('/investors');
    await expect(page.getByTestId('investor-card').first()).toBeVisible();
    await expect(page.getByTestId('investor-name').first()).not.toHaveText(/ investor( · |$)|^Investor/);
  });
});

test.describe('businesses listing', () => {
  test('asks for the rates beside the listing, so the cards are drawn once with their converted amounts', async ({ page }) => {
    // The listing's answer is held until the rates are asked for: a page that asks for them only once its cards are
    // drawn never asks, and the test fails waiting. A URL with a query, which the browser draws (the server draws the
    // bare URL's cards itself, decision 0168).
    const release = await holdAnswers(page, '**/api/listings/businesses?*');
    const ratesAsked = page.waitForRequest('**/api/rates', { timeout: 15_000 });
    await page.goto('/businesses?page=1');
    await expect(page.getByTestId('card-skeleton').first()).toBeVisible();
    await ratesAsked;
    release();
    await expect(page.getByTestId('business-card').first()).toBeVisible();
    // The visitor's country is the UAE: an amount in another currency shows about how much it is in dirhams.
    await expect(page.getByTestId('approx-amount').first()).toContainText('AED');
  });

  test('filters by industry, stage and region, shows card details and gates Express Interest', async ({ page }) => {
    await page.goto('/businesses');
    await expect(page.getByRole('heading', { name: 'Business Opportunities' })).toBeVisible();
    await expect(page.getByTestId('business-card').first()).toBeVisible();
    const first = page.getByTestId('business-card').first();
    for (const label of ['Seeking', 'Revenue', 'Location']) await expect(first.getByText(label, { exact: true })).toBeVisible();
    await page.getByLabel('Business stage').selectOption('mature');
    await expect(page).toHaveURL(/stage=mature/);
    await expect(page.getByTestId('business-card').first().getByText('Mature', { exact: true })).toBeVisible();
    await page.getByLabel('Industry').selectOption('logistics');
    await page.getByLabel('Region').selectOption('UK');
    await expect(page).toHaveURL(/industry=logistics/);
    await page.getByLabel('Business stage').selectOption('');
    await page.getByLabel('Industry').selectOption('');
    await page.getByLabel('Region').selectOption('');
    await page.getByRole('button', { name: 'Express Interest' }).first().click();
    await expect(page.getByRole('dialog')).toContainText('Expressing interest in this business is possible after the provider’s confirmation.');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('searchbox').fill('%_%');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByText('No businesses found')).toBeVisible();
  });

  test('counts the range on the page, and sends a page past the last one to the last page', async ({ page }) => {
    await page.goto('/businesses');
    const count = page.getByTestId('listing-count');
    await expect(count).toHaveText(/^Showing 1–(\d+) of (\d+) businesses$/);
    const [, to, total] = /–(\d+) of (\d+)/.exec((await count.textContent()) ?? '') ?? [];
    expect(Number(to)).toBe(await page.getByTestId('business-card').count());
    const last = Math.ceil(Number(total) / Number(to));
    await page.goto('/businesses?page=99');
    await expect(page).toHaveURL(last > 1 ? new RegExp(`page=${last}$`) : /\/businesses$/);
    await expect(count).toHaveText(new RegExp(`^Showing ${(last - 1) * Number(to) + 1}–${total} of ${total} businesses$`));
    await expect(page.getByText('No businesses found')).toHaveCount(0);
    if (last > 1) await expect(page.getByText(`Page ${last} of ${last}`)).toBeVisible();
  });
});
