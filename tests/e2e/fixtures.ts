import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'e2e-admin@dealbridge.test', password: 'e2e-admin-pass' };
export const DEMO_INVESTOR = { email: 'investor@demo.dealbridge.local', password: 'demo-investor-2026' };
export const DEMO_OWNER = { email: 'owner@demo.dealbridge.local', password: 'demo-owner-2026' };

/**
 * Context options for a user of their own: the e2e server stands behind a trusted proxy (TRUST_PROXY, as behind
 * nginx), so each such context comes from its own client address, as real users do, and the suite's many
 * registrations do not share one address's registration budget.
 */
export const ownAddress = () => ({ extraHTTPHeaders: { 'X-Forwarded-For': `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}` } });

export const uniqueEmail = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

export async function login(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function registerThroughUi(page: Page, type: 'investor' | 'business_owner', email: string, name: string) {
  await page.goto('/register');
  await page.getByRole('button', { name: type === 'investor' ? /^Investor/ : /^Business Owner/ }).click();
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('secret-pass');
  await page.getByLabel('Confirm Password').fill('secret-pass');
  await page.getByLabel(type === 'investor' ? 'Investment Firm' : 'Business Name').fill(`${name} Holdings`);
  await page.getByRole('button', { name: 'Create Account' }).click();
}
