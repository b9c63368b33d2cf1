import { expect, test } from '@playwright/test';
import { login, registerThroughUi, uniqueEmail } from './fixtures.ts';

test.describe('shared layout', () => {
  test('signed-out visitors see the public navigation, Login / Register and the footer', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'Investors', 'Businesses', 'Services']) await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Login / Register' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    for (const group of ['Businesses', 'Investors', 'Support']) {
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: group })).toBeVisible();
    }
  });

  test('the country choice is saved to the user and survives a reload', async ({ page }) => {
    await registerThroughUi(page, 'investor', uniqueEmail('country'), 'Country Tester');
    await expect(page).toHaveURL(/completeregistration/);
    await expect(page.getByTestId('country-picker')).toHaveAccessibleName('Country: UAE');
    await page.getByTestId('country-picker').click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/me') && r.request().method() === 'PATCH');
    await page.getByRole('menuitemradio', { name: 'Singapore' }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('country-picker')).toHaveAccessibleName('Country: Singapore');
    // Another browser signing in as the same user sees the saved country too.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByTestId('country-picker')).toHaveAccessibleName('Country: UAE');
  });

  test('an anonymous visitor keeps the country in this browser', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('country-picker').click();
    await page.getByRole('menuitemradio', { name: 'India' }).click();
    await page.reload();
    await expect(page.getByTestId('country-picker')).toHaveAccessibleName('Country: India');
  });

  test('the mobile menu opens, and closes when a link is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
  });

  test('the avatar menu leads to Dashboard and the profile by user type', async ({ page }) => {
    await login(page, { email: 'owner@demo.dealbridge.local', password: 'demo-owner-2026' });
    await page.getByTestId('avatar').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/businessprofile$/);
    await page.getByTestId('avatar').click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('/launch plays the intro outside the layout and goes home when it ends', async ({ page }) => {
    await page.goto('/launch');
    const video = page.getByTestId('launch-video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  test('unknown client routes show a not-found page inside the layout', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
