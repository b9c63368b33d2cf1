import { expect, test, type Page } from '@playwright/test';
import { ar } from '../../src/web/locales/ar.ts';
import { switchToArabic } from './arabic-support.ts';
import { ADMIN, login } from './fixtures.ts';

// The admin's Deals and Reports sections on the demo data: two live deals, one with a reported message
// (src/server/modules/demo). Other journeys open deals of their own, so counts are read, not fixed.

const REPORTED = 'refundable deposit of AED 25,000';

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test.describe('admin Deals and Reports', () => {
  test('Deals: the stage funnel, filters and one deal’s metadata without its messages', async ({ page }) => {
    await login(page, ADMIN);
    await openSection(page, 'Deals');
    const funnel = page.getByTestId('deal-funnel');
    await expect(funnel.getByText('Deals by stage')).toBeVisible();
    for (const stage of ['Introduced', 'In discussion', 'Due diligence', 'Offer made', 'LOI signed', 'Closed (won)', 'Closed (lost / withdrawn)']) {
      await expect(funnel.getByRole('button', { name: new RegExp(`^${stage.replace(/[()/]/g, '\\$&')}`) })).toBeVisible();
    }
    expect(Number(await page.getByTestId('funnel-due_diligence').textContent())).toBeGreaterThanOrEqual(1);
    expect(Number(await page.getByTestId('funnel-closed_lost').textContent())).toBeGreaterThanOrEqual(1);

    // A bar filters the list by its stage.
    await funnel.getByRole('button', { name: /^Due diligence/ }).click();
    const deals = page.getByTestId('admin-deal');
    await expect(deals.first()).toBeVisible();
    await expect(funnel.getByRole('button', { name: /^Due diligence/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(deals.filter({ hasNotText: 'Due diligence' })).toHaveCount(0);
    await expect(deals.filter({ hasText: 'Gulf Bytes Software' })).toHaveCount(1);

    // Search by business name.
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByLabel('Search').fill('sahab');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(deals).toHaveCount(1);
    await expect(deals.first()).toContainText('Sahab Cloud Systems');
    await expect(deals.first()).toContainText('In discussion');
    await expect(deals.first()).toContainText('6 messages');

    await deals.first().getByRole('button', { name: 'View the deal of Sahab Cloud Systems' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('deal-details')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Introduced' }).first()).toBeVisible();
    await expect(dialog.getByText(/In discussion · by /)).toBeVisible();
    await expect(dialog.getByText('6 sent, 0 deleted by their sender')).toBeVisible();
    // The conversation itself never reaches the admin's screen.
    await expect(dialog).not.toContainText('recurring');
    await page.keyboard.press('Escape');

    // A reversed date range is refused with the field's message.
    await page.getByLabel('Active from').fill('2026-02-01');
    await page.getByLabel('Active until').fill('2026-01-01');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please check the filters.' })).toBeVisible();
    await expect(page.getByLabel('Active until')).toHaveAccessibleDescription('The end date must not be before the start date.');
  });

  test('Reports: the seeded report with its context, dismissed once', async ({ page }) => {
    await login(page, ADMIN);
    await openSection(page, 'Reports');
    const report = page.getByTestId('admin-report').filter({ hasText: REPORTED });
    await expect(report).toBeVisible();
    await expect(report).toContainText('Asks for a deposit to a personal account');
    const context = report.getByRole('list', { name: 'Conversation around the message' }).getByRole('listitem');
    await expect(context).toHaveCount(4);
    const reported = report.locator('[data-reported]');
    await expect(reported).toHaveCount(1);
    await expect(reported).toContainText(REPORTED);
    await expect(reported).toContainText('Reported message');
    await expect(context.first()).toContainText('How busy are your current lines?');

    await report.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('The report was dismissed.')).toBeVisible();
    await expect(page.getByTestId('admin-report').filter({ hasText: REPORTED })).toHaveCount(0);
    await page.getByRole('button', { name: 'Dismissed', exact: true }).click();
    const dismissed = page.getByTestId('admin-report').filter({ hasText: REPORTED });
    await expect(dismissed).toContainText(/Dismissed by E2E Admin/);
    await expect(dismissed.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
  });

  test('both sections in Arabic, right to left, at 390 × 844', async ({ page }) => {
    await login(page, ADMIN);
    // The shared admin account keeps English for the other journeys: this tab's choice is not saved.
    await page.route('**/api/me', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.continue()));
    await page.goto('/admin?section=deals');
    await switchToArabic(page);
    // The language picker lives in the wide header; the sections are then read on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 2, name: ar.admin.deals.title })).toBeVisible();
    const funnel = page.getByTestId('deal-funnel');
    await expect(funnel.getByText(ar.admin.deals.funnelTitle)).toBeVisible();
    await expect(funnel.getByText(ar.deals.stages.closed_lost)).toBeVisible();
    await page.getByLabel(ar.admin.deals.search).fill('Sahab');
    await page.getByRole('button', { name: ar.admin.deals.apply }).click();
    await expect(page.getByTestId('admin-deal').first()).toContainText(ar.deals.stages.in_discussion);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole('navigation', { name: ar.admin.sectionsLabel }).getByRole('link', { name: ar.admin.sections.reports }).click();
    await expect(page.getByRole('heading', { level: 2, name: ar.admin.reports.title })).toBeVisible();
    const filter = page.getByRole('group', { name: ar.admin.reports.statusFilter });
    for (const status of ['open', 'dismissed', 'sender_suspended'] as const) await expect(filter.getByRole('button', { name: ar.admin.reportStatus[status] })).toBeVisible();
    await filter.getByRole('button', { name: ar.admin.reportStatus.dismissed }).click();
    await expect(filter.getByRole('button', { name: ar.admin.reportStatus.dismissed })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(ar.admin.reports.intro)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
