import { expect, test } from '@playwright/test';
import { ADMIN, DEMO_INVESTOR, DEMO_OWNER, login } from './fixtures.ts';

test.describe('login and logout', () => {
  test('a wrong password shows the inline message and stays on login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(DEMO_INVESTOR.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
    await expect(page).toHaveURL(/\/login/);
  });

  test('an investor lands on the dashboard with the investor cards', async ({ page }) => {
    await login(page, DEMO_INVESTOR);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: /^Welcome back, / })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Browse Opportunities/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Edit Profile/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /AI Matches/ })).toBeVisible();
  });

  test('a business owner gets the owner cards', async ({ page }) => {
    await login(page, DEMO_OWNER);
    // The demo owner's business is listed: the first card offers to edit it (issue 21).
    await expect(page.getByRole('main').getByRole('link', { name: /Edit Business Profile/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Find Investors/ })).toHaveAttribute('href', '/investorconnect');
    await expect(page.getByRole('main').getByRole('link', { name: /Request Services/ })).toHaveAttribute('href', '/services');
  });

  test('an admin lands on /admin and sees the Admin link', async ({ page }) => {
    await login(page, ADMIN);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Admin' })).toBeVisible();
  });

  test('logout returns home signed out, and the session no longer works', async ({ page }) => {
    await login(page, DEMO_INVESTOR);
    await page.getByTestId('avatar').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login / Register' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  });

  test('a page followed while signed out (a link in a mail) leads to sign-in and then back to where it pointed', async ({ page }) => {
    await page.goto('/notifications?from=mail');
    await expect(page).toHaveURL(/\/login\?next=%2Fnotifications%3Ffrom%3Dmail$/);
    await page.getByLabel('Email').fill(DEMO_INVESTOR.email);
    await page.getByLabel('Password').fill(DEMO_INVESTOR.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/notifications\?from=mail$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('visitors are sent from /admin to /login, non-admins to their dashboard', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
    await login(page, DEMO_OWNER);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
