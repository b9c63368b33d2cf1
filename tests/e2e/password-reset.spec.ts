import { expect, test } from '@playwright/test';
import { ar } from '../../src/web/locales/ar.ts';
import { expectArabicDocument, switchToArabic } from './arabic-support.ts';
import { ADMIN, login, registerThroughUi, uniqueEmail } from './fixtures.ts';

test('forgot password: the link arrives in the admin Mailbox, resets the password, and the old session ends', async ({ browser }) => {
  // Three accounts and several pages: more than the default 30 s on a loaded machine.
  test.setTimeout(60_000);
  const email = uniqueEmail('reset');
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await registerThroughUi(ownerPage, 'investor', email, 'Rania Reset');
  await expect(ownerPage).toHaveURL(/\/completeregistration/);

  // Someone who forgot the password, in another browser.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}, we have sent it a link`);

  // Without SMTP_URL the mail is delivered to the local mailbox, which the admin reads.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, ADMIN);
  await admin.goto('/admin?section=mailbox');
  await expect(admin.getByRole('heading', { name: 'Mailbox' })).toBeVisible();
  await expect(admin.getByText('SMTP_URL is not set, so outgoing mail is delivered here instead of being sent.')).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Dealbridge: reset your password' });
  await expect(async () => {
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass();
  await row.getByRole('button', { name: 'Dealbridge: reset your password' }).click();
  await expect(admin.getByTitle('The HTML part of the message')).toBeVisible();
  await admin.getByRole('tab', { name: 'Text' }).click();
  const link = admin.getByRole('link', { name: /\/reset-password\?token=/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/reset-password\?token=[\w-]{43}$/);

  await page.goto(href ?? '');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New Password').fill('abc');
  await page.getByLabel('Confirm Password').fill('abc');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 5 characters long.')).toBeVisible();
  await page.getByLabel('New Password').fill('my-new-secret');
  await page.getByLabel('Confirm Password').fill('my-new-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Sign in with your new password.');

  // The link works once.
  await page.goto(href ?? '');
  await page.getByLabel('New Password').fill('another-secret');
  await page.getByLabel('Confirm Password').fill('another-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid, has expired or has already been used.');

  // The session of the first browser ended with the reset.
  expect(await (await ownerPage.request.get('/api/auth/session')).json()).toEqual({ user: null });

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('my-new-secret');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // The notice of the change arrives too.
  await expect(async () => {
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await expect(admin.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Dealbridge: your password was changed' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await Promise.all([owner.close(), visitor.close(), adminContext.close()]);
});

test('the reset screens in Arabic', async ({ page }) => {
  await page.goto('/reset-password');
  await switchToArabic(page);
  await expect(page.getByRole('heading', { name: ar.auth.forgotTitle })).toBeVisible();
  await page.getByLabel(ar.auth.email).fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: ar.auth.sendLink }).click();
  await expect(page.getByRole('status')).toContainText('إذا كان هناك حساب للبريد');
  await page.goto('/reset-password?token=not-a-real-token');
  await expectArabicDocument(page);
  await page.getByLabel(ar.auth.newPassword).fill('long-enough');
  await page.getByLabel(ar.auth.confirmPassword).fill('long-enough');
  await page.getByRole('button', { name: ar.auth.setPassword }).click();
  await expect(page.getByRole('alert')).toContainText(ar.messages.resetLinkInvalid);
});
