import { expect, test, type Page } from '@playwright/test';
import { DEMO_OWNER, login, registerThroughUi, uniqueEmail } from './fixtures.ts';

const CATALOGUE = [
  ['Valuation', '$2,500', '7-14 days'],
  ['Due Diligence', '$7,500', '2-6 weeks'],
  ['Legal Drafting', '$3,000', '1-2 weeks'],
  ['Review and Advice', '$1,500', '5-10 days'],
  ['SOP Services', '$4,000', '2-4 weeks'],
  ['Digital Transformation', '$10,000', '4-12 weeks'],
  ['Project Reports', '$5,000', '3-6 weeks'],
  ['Financial Audit', '$5,000', '3-4 weeks'],
  ['Financial Statement Preparation', '$1,500', '1-2 weeks'],
] as const;

const SUCCESS = 'Service request submitted successfully! We will contact you within 24 hours.';

const cards = (page: Page) => page.getByRole('list', { name: 'Service catalogue' }).getByRole('listitem');
const requestButton = (page: Page, name: string) => page.getByRole('button', { name: `Request Service: ${name}` });

test.describe('professional services', () => {
  test('the catalogue shows the nine services with their starting prices and timelines', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Professional Services' })).toBeVisible();
    await expect(cards(page)).toHaveCount(9);
    for (const [index, [name, price, timeline]] of CATALOGUE.entries()) {
      const card = cards(page).nth(index);
      await expect(card.getByRole('heading', { name })).toBeVisible();
      await expect(card).toContainText(`From ${price}`);
      await expect(card).toContainText(timeline);
    }
    await expect(page.getByRole('heading', { name: 'My Service Requests' })).toHaveCount(0);
    // The US dollar list price with the reader's currency beside it: the header's country is the UAE (AED 3.6725 to the dollar).
    await expect(cards(page).first().getByTestId('approx-amount')).toHaveText('≈ AED 9K');
  });

  test('a signed-out visitor who picks a service is asked to log in', async ({ page }) => {
    await page.goto('/services');
    await requestButton(page, 'Valuation').click();
    const prompt = page.getByRole('dialog', { name: 'Login Required' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toBeHidden();

    await requestButton(page, 'Financial Audit').click();
    await page.getByRole('dialog', { name: 'Login Required' }).getByRole('button', { name: 'Register / Login' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a signed-in user requests a service and sees it first in My Service Requests', async ({ page }) => {
    await registerThroughUi(page, 'business_owner', uniqueEmail('services'), 'Mona Services');
    await expect(page).toHaveURL(/\/completeregistration/);
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'My Service Requests' })).toBeVisible();
    await expect(page.getByText('You have not requested any services yet.')).toBeVisible();

    await requestButton(page, 'Valuation').click();
    const earlier = page.getByRole('dialog', { name: 'Valuation' });
    await earlier.getByLabel('Description').fill('Valuation before a partial exit.');
    await earlier.getByRole('button', { name: 'Submit Request' }).click();
    await expect(earlier).toBeHidden();

    await requestButton(page, 'Due Diligence').click();
    const modal = page.getByRole('dialog', { name: 'Due Diligence' });
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Service')).toHaveValue('due_diligence');
    const urgency = modal.getByLabel('Urgency');
    await expect(urgency).toHaveValue('medium');
    await expect(urgency.locator('option')).toHaveText(['Low (within 4 weeks)', 'Medium (within 2 weeks)', 'High (within 1 week)']);

    await modal.getByRole('button', { name: 'Submit Request' }).click();
    await expect(modal.getByText('This field is required.')).toBeVisible();
    await expect(modal.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');
    await expect(modal).toBeVisible();

    await expect(modal.getByTestId('description-counter')).toHaveText('0 / 2,000 characters');
    await modal.getByLabel('Description').fill('Commercial due diligence on a logistics company in Dubai.');
    await expect(modal.getByTestId('description-counter')).toHaveText('57 / 2,000 characters');
    await expect(modal.getByText('This field is required.')).toBeHidden();
    await urgency.selectOption('high');
    await modal.getByRole('button', { name: 'Submit Request' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();

    const rows = page.getByTestId('my-service-requests').getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByRole('heading', { name: 'Due Diligence' })).toBeVisible();
    await expect(rows.first()).toContainText('Pending');
    await expect(rows.first()).toContainText('Urgency: High');
    await expect(rows.nth(1).getByRole('heading', { name: 'Valuation' })).toBeVisible();
  });

  test('the request modal closes with its close button and with Cancel, and keeps failures on screen', async ({ page }) => {
    await login(page, DEMO_OWNER);
    await page.goto('/services');
    await requestButton(page, 'Legal Drafting').click();
    const modal = page.getByRole('dialog', { name: 'Legal Drafting' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal).toBeHidden();

    await requestButton(page, 'Legal Drafting').click();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal).toBeHidden();

    // The server failing: the spec's failure alert shows and the modal stays open with the text typed.
    await page.route('**/api/service-requests', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internalError","message":"x"}}' })
        : route.fallback(),
    );
    await requestButton(page, 'Legal Drafting').click();
    await modal.getByLabel('Description').fill('Shareholders agreement for a new investor.');
    await modal.getByRole('button', { name: 'Submit Request' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Error submitting request. Please try again.');
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Description')).toHaveValue('Shareholders agreement for a new investor.');
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
  });
});
