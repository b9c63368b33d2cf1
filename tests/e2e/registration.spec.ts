import { expect, test } from '@playwright/test';
import { registerThroughUi, uniqueEmail } from './fixtures.ts';

test.describe('registration', () => {
  test('complete registration puts none of the address text on the page: ?data= is ignored, only a known ?type= counts', async ({ page }) => {
    const planted = 'Your account is locked. Call +1 555 0100 now';
    await page.goto(`/completeregistration?type=nonsense&data=${encodeURIComponent(planted)}`);
    await expect(page.getByRole('heading', { name: 'Welcome to Dealbridge!' })).toBeVisible();
    await expect(page.getByText(planted)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Complete .* Profile$/ })).toHaveCount(0);
  });

  test('an investor registers through the two steps and lands on complete registration', async ({ page }) => {
    await registerThroughUi(page, 'investor', uniqueEmail('investor'), 'Layla Haddad');
    await expect(page).toHaveURL(/\/completeregistration\?type=investor&data=Layla/);
    await expect(page.getByRole('heading', { name: 'Welcome to Dealbridge, Layla Haddad!' })).toBeVisible();
    await expect(page.getByText('Complete your profile')).toBeVisible();
    await expect(page.getByText('Upload documents')).toBeVisible();
    await expect(page.getByText('Start finding matches')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Complete Investor Profile' })).toHaveAttribute('href', '/investorprofile');
    // Signed in: the avatar shows the first letter of the name and the investor sees Matches.
    await expect(page.getByTestId('avatar')).toHaveText('L');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Matches' })).toBeVisible();
  });

  test('a business owner registers with a business name and sees Investor Connect', async ({ page }) => {
    await registerThroughUi(page, 'business_owner', uniqueEmail('owner'), 'Omar Farouk');
    await expect(page).toHaveURL(/\/completeregistration\?type=business_owner/);
    await expect(page.getByRole('link', { name: 'Complete Business Profile' })).toHaveAttribute('href', '/businessprofile');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Investor Connect' })).toBeVisible();
  });

  test('shows the spec validation messages and clears each when its field is edited', async ({ page }) => {
    await page.goto('/register?step=2&type=business_owner');
    await expect(page.getByText('Registering as: Business Owner')).toBeVisible();
    await expect(page.getByLabel('Region')).toHaveValue('UAE');
    await page.getByLabel('Full Name').fill('Test Owner');
    await page.getByLabel('Email').fill(uniqueEmail('short'));
    await page.getByLabel(/^Password/).fill('abcd');
    await page.getByLabel('Confirm Password').fill('abce');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 5 characters long.')).toBeVisible();
    await expect(page.getByText("Passwords don't match!")).toBeVisible();
    await expect(page.getByText('This field is required.')).toBeVisible(); // Business Name, required for owners
    await page.getByLabel(/^Password/).fill('abcde');
    await expect(page.getByText('Password must be at least 5 characters long.')).toBeHidden();
    await expect(page).toHaveURL(/\/register/);
  });

  test('an email already registered is reported on the email field', async ({ page }) => {
    const email = uniqueEmail('twice');
    await registerThroughUi(page, 'investor', email, 'First Person');
    await expect(page).toHaveURL(/completeregistration/);
    await page.context().clearCookies();
    await registerThroughUi(page, 'investor', email.toUpperCase(), 'Second Person');
    await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  });

  test('the investor form labels the company field Investment Firm and does not require it', async ({ page }) => {
    await page.goto('/register?step=2&type=investor');
    await expect(page.getByLabel('Investment Firm')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'How will you use Dealbridge?' })).toBeVisible();
  });
});
