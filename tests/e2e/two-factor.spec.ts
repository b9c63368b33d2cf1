import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { ownAddress, registerThroughUi, uniqueEmail } from './fixtures.ts';

// Issue 47: two-factor sign-in set up in Settings, then a sign-in with the app's code and one with a recovery code.

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The step after the current one: the server takes it (one step of drift) and it is newer than any code spent. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function passwordStep(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-pass');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByTestId('avatar').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('two-factor sign-in: set up in Settings, then sign in with a code and with a recovery code', async ({ browser }) => {
  const context = await browser.newContext(ownAddress());
  const page = await context.newPage();
  const email = uniqueEmail('two-factor');
  await registerThroughUi(page, 'investor', email, 'Tariq Twofactor');
  await expect(page).toHaveURL(/\/completeregistration/);

  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByTestId('two-factor-status')).toHaveText('Off');
  await card.getByLabel('Current Password').fill('secret-pass');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(await violations(page)).toEqual([]);

  // A wrong code is refused on its field; the app's code turns it on and shows the recovery codes once.
  const wrong = (await generate({ secret })) === '000000' ? '111111' : '000000';
  await card.getByLabel('Code from the app').fill(wrong);
  await card.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(card.getByText('That code is not right. Please try again.')).toBeVisible();
  await card.getByLabel('Code from the app').fill(await generate({ secret }));
  await card.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(card.getByText('Two-factor sign-in is on.')).toBeVisible();
  const codes = await card.getByTestId('recovery-codes').locator('li').allTextContents();
  expect(codes).toHaveLength(10);
  expect(await violations(page)).toEqual([]);
  await card.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(card.getByTestId('two-factor-status')).toHaveText('On');
  await expect(card.getByText('Recovery codes left: 10')).toBeVisible();

  // Signed out, the password alone no longer signs in: the code step follows.
  await signOut(page);
  await passwordStep(page, email);
  expect(await violations(page)).toEqual([]);
  await page.getByLabel('Code').fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('avatar')).toBeVisible();

  // And with a recovery code, which then counts as spent.
  await signOut(page);
  await passwordStep(page, email);
  await page.getByLabel('Code').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Two-factor sign-in' }).getByText('Recovery codes left: 9')).toBeVisible();
  await context.close();
});
