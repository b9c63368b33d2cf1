import { expect, type Page } from '@playwright/test';
import { ar } from '../../src/web/locales/ar.ts';
import { uniqueEmail } from './fixtures.ts';

// Steps the Arabic specs share.

export async function expectArabicDocument(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

export async function switchToArabic(page: Page) {
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expectArabicDocument(page);
}

/** Registers a new business owner on the Arabic register form, and waits for Complete Registration. */
export async function registerOwnerInArabic(page: Page, person: { name: string; company: string; emailPrefix: string }) {
  await page.goto('/register');
  await switchToArabic(page);
  await page.getByRole('button', { name: new RegExp(`^${ar.auth.ownerRole}`) }).click();
  await page.getByLabel(ar.auth.fullName).fill(person.name);
  await page.getByLabel(ar.auth.email).fill(uniqueEmail(person.emailPrefix));
  await page.getByLabel(new RegExp(`^${ar.auth.password}`)).fill('secret-pass');
  await page.getByLabel(ar.auth.confirmPassword).fill('secret-pass');
  await page.getByLabel(ar.auth.businessName).fill(person.company);
  await page.getByRole('button', { name: ar.auth.createAccount }).click();
  await expect(page).toHaveURL(/completeregistration/);
}
