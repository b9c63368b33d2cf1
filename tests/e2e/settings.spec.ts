import { expect, test } from '@playwright/test';
import { ar } from '../../src/web/locales/ar.ts';
import { expectArabicDocument } from './arabic-support.ts';
import { login, ownAddress, registerThroughUi, uniqueEmail } from './fixtures.ts';

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
  await page.getByLabel('Current Password').fill('not-my-password');
  await page.getByLabel('New Password').fill('a-brand-new-pass');
  await page.getByLabel('Confirm Password').fill('a-brand-new-pass');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();
  await page.getByLabel('Current Password').fill('secret-pass');
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
