import fs from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { ar } from '../../src/web/locales/ar.ts';
import { expectArabicDocument } from './arabic-support.ts';
import { ADMIN, login, ownAddress, registerThroughUi, uniqueEmail } from './fixtures.ts';

test('Settings: active sessions, and a password change signs the other browser out', async ({ browser }) => {
  const email = uniqueEmail('settings');
  const laptop = await browser.newContext(ownAddress());
  const page = await laptop.newPage();
  await registerThroughUi(page, 'investor', email, 'Sami Settings');
  await expect(page).toHaveURL(/\/completeregistration/);

  // The same account in another browser.
  const phone = await browser.newContext({ ...ownAddress(), userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1' });
  const other = await phone.newPage();
  await login(other, { email, password: 'secret-pass' });

  await page.getByTestId('avatar').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const sessions = page.getByTestId('session');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText('This device');
  await expect(sessions.nth(1)).toContainText('Safari on iOS');

  // A wrong current password is refused on its field; the right one changes it.
  const passwordForm = page.getByRole('region', { name: 'Change password' });
  await passwordForm.getByLabel('Current Password').fill('not-my-password');
  await passwordForm.getByLabel('New Password').fill('a-brand-new-pass');
  await passwordForm.getByLabel('Confirm Password').fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();
  await passwordForm.getByLabel('Current Password').fill('secret-pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'Your password has been changed, and 1 other device was signed out.' })).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText('You are signed in on this device only.')).toBeVisible();

  // The other browser is signed out: its next page needing an account sends it to sign in.
  await other.goto('/notifications');
  await expect(other).toHaveURL(/\/login/);
  await laptop.close();
  await phone.close();
});

test('Settings: signing out one other session from the list, and the page in Arabic at 390 wide', async ({ browser }) => {
  const email = uniqueEmail('settings-ar');
  const first = await browser.newContext({ ...ownAddress(), viewport: { width: 390, height: 844 } });
  const page = await first.newPage();
  await registerThroughUi(page, 'business_owner', email, 'Lina Settings');
  await expect(page).toHaveURL(/\/completeregistration/);
  const second = await browser.newContext(ownAddress());
  const other = await second.newPage();
  await login(other, { email, password: 'secret-pass' });

  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ar');
  await expectArabicDocument(page);
  await expect(page.getByRole('heading', { name: ar.settings.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: ar.settings.sessionsTitle })).toBeVisible();
  const sessions = page.getByTestId('session');
  await expect(sessions).toHaveCount(2);
  await sessions.nth(1).getByRole('button', { name: new RegExp(`^${ar.settings.signOut}`) }).click();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText(ar.settings.noOtherSessions)).toBeVisible();
  await other.goto('/notifications');
  await expect(other).toHaveURL(/\/login/);
  await first.close();
  await second.close();
});

/** The link of the newest mail to `email` with `subject`, read in the admin Mailbox as an admin would. */
async function linkFromMailbox(browser: Browser, email: string, subject: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await login(admin, ADMIN);
  await admin.goto('/admin?section=mailbox');
  const row = admin.getByRole('row').filter({ hasText: email }).filter({ hasText: subject });
  await expect(async () => {
    await admin.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.first()).toBeVisible({ timeout: 1000 });
  }).toPass();
  await row.first().getByRole('button', { name: subject }).click();
  await admin.getByRole('tab', { name: 'Text' }).click();
  const href = await admin.getByRole('link', { name: /\/verify-email\?token=/ }).getAttribute('href');
  await context.close();
  expect(href).toMatch(/\/verify-email\?token=[\w-]{43}$/);
  return new URL(href ?? '').pathname + new URL(href ?? '').search;
}

test('email: the registration link confirms the address, and a change of address takes effect from the link sent to it', async ({ browser }) => {
  // Two mails read through the admin Mailbox and two browsers: more than the default 30 s on a loaded machine.
  test.setTimeout(60_000);
  const email = uniqueEmail('verify');
  const context = await browser.newContext(ownAddress());
  const page = await context.newPage();
  await registerThroughUi(page, 'business_owner', email, 'Vera Verify');
  await expect(page).toHaveURL(/\/completeregistration/);
  await page.goto('/settings');
  await expect(page.getByTestId('email-status')).toHaveText('Not confirmed yet');

  await page.goto(await linkFromMailbox(browser, email, 'Dealbridge: confirm your email address'));
  await expect(page.getByText(`Your email address ${email} is confirmed.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(page.getByTestId('email-status')).toHaveText('Confirmed');
  await page.goto('/businessprofile');
  await expect(page.getByTestId('email-badge')).toHaveText(/Verified email/);

  const newEmail = uniqueEmail('moved');
  await page.goto('/settings');
  await page.getByLabel('New Email').fill(newEmail);
  await page.getByRole('region', { name: 'Change email' }).getByLabel('Current Password').fill('secret-pass');
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText(`We have sent a confirmation link to ${newEmail}. Your address changes when you open it.`)).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  await page.goto(await linkFromMailbox(browser, newEmail, 'Dealbridge: confirm your new email address'));
  await expect(page.getByText(`Your email address is now ${newEmail}. Sign in with it from now on.`)).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(page.getByTestId('email-status')).toHaveText('Confirmed');

  // Export my data: the file holds the account as it is now.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data (JSON)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^dealbridge-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(fs.readFileSync((await download.path()) ?? '', 'utf8')) as { format: string; account: { email: string; fullName: string } };
  expect(exported).toMatchObject({ format: 'dealbridge-export/1', account: { email: newEmail, fullName: 'Vera Verify' } });
  await context.close();
});

test('delete account: the password and the tick, then signed out on the home page, and no way back in', async ({ browser }) => {
  const email = uniqueEmail('leaving');
  const context = await browser.newContext(ownAddress());
  const page = await context.newPage();
  await registerThroughUi(page, 'investor', email, 'Lea Leaving');
  await expect(page).toHaveURL(/\/completeregistration/);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Delete account' });
  await section.getByLabel('Password').fill('secret-pass');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(section.getByText('Tick the box to confirm that you want to delete your account.')).toBeVisible();
  await section.getByLabel('I understand that my account and its data are deleted for good.').check();
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login / Register' }).first()).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await context.close();
});
