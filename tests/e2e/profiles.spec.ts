import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi, uniqueEmail } from './fixtures.ts';

const recentActivity = (page: Page) => page.getByRole('region', { name: 'Recent Activity' });

test.describe('investor profile', () => {
  test('a new investor completes the profile, sees it saved and finds it on the dashboard', async ({ page }) => {
    await registerThroughUi(page, 'investor', uniqueEmail('inv-profile'), 'Nadia Rahman');
    await page.getByRole('link', { name: 'Complete Investor Profile' }).click();
    await expect(page).toHaveURL(/\/investorprofile$/);
    await expect(page.getByRole('heading', { name: 'Investor Profile' })).toBeVisible();
    await expect(page.getByLabel('Currency')).toHaveValue('USD');

    // The server's rule, mirrored in the form: the maximum may not be below the minimum.
    await page.getByLabel('Minimum Investment').fill('500000');
    await page.getByLabel('Maximum Investment').fill('100000');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('The maximum amount must be at least the minimum amount.')).toBeVisible();

    await page.getByLabel('Maximum Investment').fill('2500000');
    await page.getByLabel('Currency').selectOption('AED');
    await page.getByRole('checkbox', { name: 'Technology' }).check();
    await page.getByRole('checkbox', { name: 'Healthcare' }).check();
    await page.getByRole('checkbox', { name: 'Saudi Arabia' }).check();
    await page.getByRole('checkbox', { name: 'Series A' }).check();
    await page.getByLabel('Involvement Type').selectOption('board_member');
    await page.getByLabel('Minimum return (%)').fill('18');
    await page.getByLabel('Investment Horizon').selectOption('3-5_years');
    await page.getByLabel('Years of Experience').fill('12');
    await page.getByLabel('About', { exact: true }).fill('Family office focused on Gulf healthcare.');
    await page.getByLabel('Portfolio Highlights').fill('Two clinic chain exits.');
    await expect(page.getByRole('region', { name: 'Documents' })).toBeVisible();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Your investor profile has been saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Minimum Investment')).toHaveValue('500000');
    await expect(page.getByLabel('Currency')).toHaveValue('AED');
    await expect(page.getByRole('checkbox', { name: 'Healthcare' })).toBeChecked();
    await expect(page.getByLabel('Years of Experience')).toHaveValue('12');

    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: /Edit Profile/ })).toBeVisible();
    const entry = recentActivity(page).getByRole('listitem').filter({ hasText: 'Your investor profile was saved' });
    await expect(entry).toContainText('Unread');
    await recentActivity(page).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(entry).not.toContainText('Unread');
    await expect(recentActivity(page).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  test('the profile pages send other users to the dashboard and signed-out visitors to Register', async ({ page }) => {
    await page.goto('/investorprofile');
    await expect(page).toHaveURL(/\/register$/);
    await page.goto('/businessprofile');
    await expect(page).toHaveURL(/\/register$/);
    await registerThroughUi(page, 'investor', uniqueEmail('inv-wrong'), 'Karim Aziz');
    await expect(page).toHaveURL(/completeregistration/);
    await page.goto('/businessprofile');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('business profile wizard', () => {
  test('a new owner walks the four steps, keeps a draft across a reload, submits and lands on the dashboard', async ({ page }) => {
    await registerThroughUi(page, 'business_owner', uniqueEmail('owner-profile'), 'Omar Saeed');
    await page.getByRole('link', { name: 'Complete Business Profile' }).click();
    await expect(page).toHaveURL(/\/businessprofile$/);

    const steps = page.getByRole('list', { name: 'Profile steps' }).getByRole('listitem');
    await expect(steps).toHaveText(['1 Basic Information', '2 Funding Requirements', '3 Documents', '4 Review & Submit']);
    await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

    // The business name given at registration starts the company name (issue 21); it and the industry are
    // required before Next Step moves on.
    await expect(page.getByLabel('Company Name')).toHaveValue('Omar Saeed Holdings');
    await page.getByLabel('Company Name').fill('');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(2);
    await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');

    await page.getByLabel('Company Name').fill('Falcon Freight LLC');
    await page.getByLabel(/^Industry/).selectOption('logistics');
    await page.getByLabel('Year Established').fill('2015');
    await page.getByLabel('Website').fill('falconfreight.example');
    await page.getByRole('button', { name: 'Add activity' }).click();
    await page.getByLabel('Activity 1', { exact: true }).fill('Freight forwarding');
    await page.getByLabel('Headquarters').selectOption('UAE');
    await page.getByRole('button', { name: 'Add branch' }).click();
    await page.getByLabel('Branch 1', { exact: true }).selectOption('Oman');
    await page.getByRole('button', { name: 'Add person' }).click();
    await page.getByLabel('Name 1', { exact: true }).fill('Huda Karim');
    await page.getByLabel('Position 1', { exact: true }).fill('CEO');
    await page.getByRole('button', { name: 'Next Step' }).click();

    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('heading', { name: 'Financial Highlights' })).toBeVisible();
    await page.getByLabel('Amount Required').fill('2000000');
    await page.getByLabel('Currency').selectOption('AED');
    await page.getByLabel('Purpose of Funding').selectOption('expansion');
    await page.getByLabel('Equity Offered (%)').fill('101');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByText('Please enter a percentage between 0 and 100.')).toBeVisible();
    await page.getByLabel('Equity Offered (%)').fill('25');
    await page.getByLabel('Annual Revenue').fill('4500000');
    await page.getByLabel('Profit Margin (%)').fill('12');

    // The draft, values and step, survives a reload.
    await page.reload();
    await expect(page.getByText('We restored the draft you had not submitted yet.')).toBeVisible();
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByLabel('Equity Offered (%)')).toHaveValue('25');
    await expect(page.getByLabel('Profit Margin (%)')).toHaveValue('12');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Company Name')).toHaveValue('Falcon Freight LLC');
    await expect(page.getByLabel('Activity 1', { exact: true })).toHaveValue('Freight forwarding');
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByRole('button', { name: 'Next Step' }).click();

    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    await page.getByLabel('Document type').selectOption('corporate_profile');
    await page.getByLabel('Upload a document').setInputFiles({
      name: 'falcon-profile.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    });
    await expect(page.getByRole('list', { name: 'Your documents' })).toContainText('falcon-profile.pdf');
    await page.getByRole('button', { name: 'Next Step' }).click();

    await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('button', { name: 'Next Step' })).toHaveCount(0);
    for (const value of ['Falcon Freight LLC', 'Logistics', 'falconfreight.example', 'Freight forwarding', 'Oman', 'Huda Karim (CEO)', 'AED 2,000,000', '25%', 'AED 4,500,000']) {
      await expect(page.getByRole('definition').filter({ hasText: value }).first()).toBeVisible();
    }
    // Published at once under the default review mode, and the screen says so (issue 21).
    await expect(page.getByText('When you submit, your business is listed for investors at once.')).toBeVisible();
    await page.getByRole('button', { name: 'Submit Profile' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Your business profile has been saved.')).toBeVisible();
    await expect(recentActivity(page)).toContainText('Your business profile was saved and is visible to investors.');

    // Back in the wizard: the saved profile, no draft.
    await page.goto('/businessprofile');
    await expect(page.getByLabel('Company Name')).toHaveValue('Falcon Freight LLC');
    await expect(page.getByText('We restored the draft you had not submitted yet.')).toHaveCount(0);
  });
});
