import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Download, type Page } from '@playwright/test';
import { ar } from '../../src/web/locales/ar.ts';
import { expectArabicDocument, switchToArabic } from './arabic-support.ts';
import { ADMIN, login, logisticsBusiness, ownAddress, signedUpWithProfile } from './fixtures.ts';

// Issue 22: the valuation estimator. A visitor estimates (and meets a field message, and downloads the PDF); an
// owner prefills, saves, shows the estimate on the listing and requests the professional valuation with it; the
// admin sees the estimate with the request; the page and the PDF in Arabic.

test.use(ownAddress());

interface Figures { revenue: string; ebitda: string; growth: string; years: string; recurring: string }
const FIGURES: Figures = { revenue: '5000000', ebitda: '1000000', growth: '15', years: '6', recurring: '40' };

/** Fills the English form (the choices, then the figures), leaving each field by Tab as a reader would. */
async function fillForm(page: Page, figures: Figures = FIGURES, choices = true) {
  if (choices) {
    await page.getByRole('combobox', { name: 'Industry', exact: true }).selectOption('technology');
    await page.getByRole('combobox', { name: 'Country', exact: true }).selectOption('UAE');
    await page.getByRole('combobox', { name: 'Currency', exact: true }).selectOption('AED');
    await page.getByLabel('Business stage').selectOption('growth');
  }
  await page.getByLabel('Last year’s revenue').fill(figures.revenue);
  await page.getByLabel('EBITDA (last year)').fill(figures.ebitda);
  await page.getByLabel('Revenue growth over the last year (%)').fill(figures.growth);
  await page.getByLabel('Years trading').fill(figures.years);
  await page.getByLabel('Recurring revenue (% of revenue)').fill(figures.recurring);
  await page.getByRole('radio', { name: 'Medium' }).check();
}

async function expectPdf(download: Download) {
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

async function expectRange(page: Page, currency: string) {
  const result = page.getByTestId('valuation-result');
  await expect(result).toBeVisible();
  for (const bound of ['low', 'mid', 'high']) await expect(result.getByTestId(`valuation-${bound}`)).toContainText(currency);
  await expect(result.getByTestId('valuation-method')).toHaveCount(3);
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
}

/** No axe violations (the accessibility suite's tags) with the estimate and a method's working shown. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('valuation estimator', () => {
  test('a visitor estimates, meets a field message and downloads the PDF', async ({ page }) => {
    await page.goto('/valuation');
    await expect(page.getByRole('heading', { level: 1, name: 'Valuation estimator' })).toBeVisible();
    await expect(page).toHaveTitle(/^Valuation estimator · Dealbridge/);
    await expect(page.getByTestId('valuation-prompt')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in to save' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save estimate' })).toHaveCount(0);

    await fillForm(page);
    await expectRange(page, 'AED');
    const result = page.getByTestId('valuation-result');
    for (const name of ['Revenue multiple', 'EBITDA multiple', 'Discounted cash flow']) await expect(result.getByText(name, { exact: false }).first()).toBeVisible();
    await expect(result.getByTestId('valuation-notice')).toBeVisible();
    await expect(result.getByTestId('valuation-source')).not.toBeEmpty();
    await expect(result.getByTestId('valuation-conversions')).toContainText('USD');
    // A method's working opens on demand.
    await result.getByText('Show the working').first().click();
    await expect(result.locator('details[open] dd').first()).toBeVisible();
    await expectAccessible(page);

    // EBITDA above revenue: the field says so once left, and the result gives way to the prompt.
    const ebitda = page.getByLabel('EBITDA (last year)');
    await ebitda.fill('9000000');
    await ebitda.press('Tab');
    await expect(page.getByText('EBITDA cannot be more than revenue.')).toBeVisible();
    await expect(ebitda).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('valuation-prompt')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/NaN|Infinity/);
    await ebitda.fill('1000000');
    await expect(page.getByText('EBITDA cannot be more than revenue.')).toHaveCount(0);
    await expectRange(page, 'AED');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    await expectPdf(download);
  });

  test('an owner saves an estimate, shows it on the listing and requests a professional valuation with it', async ({ browser }) => {
    test.setTimeout(90_000);
    const company = `Valued Freight ${Date.now()}`;
    const owner = await signedUpWithProfile(browser, 'business_owner', 'Vera Valuer', logisticsBusiness(company));
    const { page } = owner;

    // The first visit starts from the business profile: industry, country, currency, revenue and stage.
    await page.goto('/valuation');
    await expect(page.getByRole('combobox', { name: 'Industry', exact: true })).toHaveValue('logistics');
    await expect(page.getByRole('combobox', { name: 'Currency', exact: true })).toHaveValue('AED');
    await expect(page.getByLabel('Last year’s revenue')).toHaveValue('6000000');
    await page.getByRole('button', { name: 'Prefill from my business profile' }).click();
    await expect(page.getByText('Filled in from your business profile.')).toBeVisible();
    // The profile's margin and growth come too (issue 52): the EBITDA is then given as a margin of revenue.
    await expect(page.getByLabel('EBITDA margin (%)')).toHaveValue('14');
    await expect(page.getByLabel('Revenue growth over the last year (%)')).toHaveValue('35');
    await page.getByRole('radio', { name: 'An amount' }).check();
    await fillForm(page, { ...FIGURES, revenue: '6000000', ebitda: '900000' }, false);
    await page.getByLabel('Business stage').selectOption('growth');
    await expectRange(page, 'AED');

    await page.getByRole('button', { name: 'Save estimate' }).click();
    await expect(page.getByText('Saved. You will find it on your dashboard.')).toBeVisible();

    // The dashboard lists it; shown on the listing, the business's page says so.
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    const card = page.getByTestId('valuation-estimates');
    await expect(card.getByRole('heading', { name: 'Valuation estimates' })).toBeVisible();
    const row = card.getByTestId('valuation-estimate');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('AED');
    await row.getByRole('button', { name: 'Show on listing' }).click();
    await expect(row.getByText('Shown on listing')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Hide from listing' })).toBeVisible();
    const [saved] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: 'Download PDF' }).click()]);
    await expectPdf(saved);

    await page.goto(`/businesses/${owner.profileId}`);
    await expect(page.getByTestId('indicative-valuation')).toContainText(/Indicative valuation: AED [\d.]+[KM] – [\d.]+[KM] \(estimated on /);

    // Request a professional valuation: the Valuation form opens with the saved estimate attached.
    await page.goto('/valuation');
    await page.getByRole('button', { name: 'Request a professional valuation' }).click();
    await expect(page).toHaveURL(/\/services\?service=valuation&estimate=/);
    const dialog = page.getByRole('dialog', { name: 'Valuation' });
    await expect(dialog.getByTestId('attached-estimate')).toContainText(/Estimate attached: AED [\d.]+[KM] – [\d.]+[KM]/);
    await expect(dialog.getByLabel('Description')).toHaveValue(/My indicative estimate from the valuation estimator: AED/);
    await dialog.getByLabel('Description').fill(`Professional valuation for ${company}, estimate attached.`);
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Service request submitted successfully!')).toBeVisible();

    // The admin sees the estimate with the request, and its report.
    const adminContext = await browser.newContext(ownAddress());
    const admin = await adminContext.newPage();
    await login(admin, ADMIN);
    await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Service Requests' }).click();
    const request = admin.getByTestId('admin-request').filter({ hasText: company });
    await expect(request.getByTestId('admin-request-estimate')).toContainText(/Valuation estimate attached: AED/);
    const report = request.getByRole('link', { name: 'Valuation report (PDF)' });
    await expect(report).toHaveAttribute('href', /\/api\/valuation\/estimates\/[^/]+\/report\.pdf\?lang=en$/);
    const [adminPdf] = await Promise.all([admin.waitForEvent('download'), report.click()]);
    await expectPdf(adminPdf);
    await adminContext.close();
    await page.context().close();
  });

  test('the Arabic page estimates right to left and its PDF downloads', async ({ page }) => {
    const words = ar.valuation;
    await page.goto('/valuation');
    await switchToArabic(page);
    await expectArabicDocument(page);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    await page.getByRole('combobox', { name: words.fields.industry, exact: true }).selectOption('retail');
    await page.getByRole('combobox', { name: words.fields.country, exact: true }).selectOption('Saudi Arabia');
    await expect(page.getByRole('combobox', { name: words.fields.currency, exact: true })).toHaveValue('SAR');
    await page.getByLabel(words.fields.businessStage).selectOption('established');
    await page.getByLabel(words.fields.revenue).fill('٨٠٠٠٠٠٠');
    await page.getByRole('textbox', { name: words.fields.ebitda, exact: true }).fill('1200000');
    await page.getByLabel(words.fields.revenueGrowth).fill('8');
    await page.getByLabel(words.fields.yearsTrading).fill('12');
    await page.getByLabel(words.fields.recurringShare).fill('20');
    await page.getByRole('radio', { name: words.ownerDependence.low }).check();
    await expectRange(page, 'SAR');
    await expect(page.getByRole('heading', { name: words.methodsHeading })).toBeVisible();
    await expect(page.getByRole('button', { name: words.actions.downloadPdf })).toBeVisible();
    await expectAccessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words.actions.downloadPdf }).click()]);
    await expectPdf(download);
  });
});
