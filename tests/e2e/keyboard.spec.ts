import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  ADMIN, DEMO_INVESTOR, LOGISTICS_INVESTOR, logisticsBusiness, ownAddress, signedUpWithProfile, uniqueEmail,
} from './fixtures.ts';

// Issue 21: the main journeys with the keyboard alone. No clicks and no fill(): Tab reaches each control,
// the keys act on it, typing goes to whatever holds the focus.

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until the control holds the focus; fails if it is not reached (an unreachable control or a trap). */
async function tabTo(page: Page, locator: Locator, max = 60) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await locator.count() === 1 && await isFocused(locator)) return;
    await page.keyboard.press('Tab');
  }
  await expect(locator, `reachable with at most ${max} presses of Tab`).toBeFocused();
}

/** Tabs to a field and types into it (after clearing what it held, with the keys). */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

/** Tabs to a closed select and moves its choice with ArrowDown until it holds the value. */
async function chooseWithArrows(page: Page, select: Locator, value: string) {
  await tabTo(page, select);
  for (let presses = 0; presses < 60 && await select.inputValue() !== value; presses += 1) await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

/** The focused control shows it: an outline or a ring. */
async function expectVisibleFocus(locator: Locator) {
  await expect(locator).toBeFocused();
  const shown = await locator.evaluate((el) => {
    const style = getComputedStyle(el);
    return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
  });
  expect(shown, 'the focused control has an outline or a ring').toBe(true);
}

async function signInWithKeys(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await typeInto(page, page.getByLabel('Email'), account.email);
  await typeInto(page, page.getByLabel('Password'), account.password);
  const signIn = page.getByRole('button', { name: 'Sign In' });
  await tabTo(page, signIn);
  await expectVisibleFocus(signIn);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
}

/** A fresh investor before a fresh logistics business's card, so that the demo investor's matches stay as seeded. */
async function investorBeforeInterested(browser: Browser) {
  const company = `Keyboard Freight ${randomBytes(3).toString('hex')}`;
  await signedUpWithProfile(browser, 'business_owner', 'Faisal Noor', logisticsBusiness(company));
  const { page } = await signedUpWithProfile(browser, 'investor', 'Leila Mansour', LOGISTICS_INVESTOR);
  await page.goto(`/businessmatches?search=${encodeURIComponent(company)}`);
  const card = page.getByTestId('business-match-card').filter({ hasText: company });
  return { page, card, interested: card.getByRole('button', { name: 'Interested', exact: true }) };
}

test.describe('keyboard-only journeys', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a new owner registers and walks the four wizard steps to Submit with the keyboard alone', async ({ browser }) => {
    const page = await (await browser.newContext(ownAddress())).newPage();
    await page.goto('/register');
    const ownerRole = page.getByRole('button', { name: /^Business Owner/ });
    await tabTo(page, ownerRole);
    await expectVisibleFocus(ownerRole);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/step=2&type=business_owner/);

    await typeInto(page, page.getByLabel('Full Name'), 'Salma Haddad');
    await typeInto(page, page.getByLabel('Email'), uniqueEmail('keyboard-owner'));
    await typeInto(page, page.getByLabel(/^Password/), 'secret-pass');
    await typeInto(page, page.getByLabel('Confirm Password'), 'secret-pass');
    await typeInto(page, page.getByLabel('Business Name'), 'Haddad Dates Co');
    await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/completeregistration/);

    await tabTo(page, page.getByRole('link', { name: 'Complete Business Profile' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/businessprofile$/);
    const steps = page.getByRole('list', { name: 'Profile steps' }).getByRole('listitem');
    await expect(page.getByLabel('Company Name')).toHaveValue('Haddad Dates Co');

    // Step 1: the two required fields, company name and industry, and the headquarters.
    await typeInto(page, page.getByLabel('Company Name'), 'Haddad Dates Trading');
    await chooseWithArrows(page, page.getByLabel(/^Industry/), 'logistics');
    await chooseWithArrows(page, page.getByLabel('Headquarters'), 'UAE');
    const next = page.getByRole('button', { name: 'Next Step' });
    await tabTo(page, next);
    await expectVisibleFocus(next);
    await page.keyboard.press('Enter');
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');

    // Step 2: the funding, then on through Documents to Review.
    await typeInto(page, page.getByLabel('Amount Required'), '1500000');
    await typeInto(page, page.getByLabel('Equity Offered (%)'), '20');
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');

    await expect(page.getByRole('definition').filter({ hasText: 'Haddad Dates Trading' }).first()).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Submit Profile' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Your business profile has been saved.')).toBeVisible();
  });

  test('the demo investor signs in through the form with the keyboard and reaches the matches', async ({ browser }) => {
    const page = await (await browser.newContext(ownAddress())).newPage();
    await signInWithKeys(page, DEMO_INVESTOR);
    await page.goto('/businessmatches');
    await expect(page.getByTestId('business-match-card').first()).toBeVisible();
    // The first card's Interested is reachable by Tab; it is not pressed, so the demo data stays as seeded.
    await tabTo(page, page.getByTestId('business-match-card').first().getByRole('button', { name: 'Interested', exact: true }), 120);
  });

  test('an investor presses Interested, leaves the NDA with Escape, then accepts it with the keyboard', async ({ browser }) => {
    const { page, card, interested } = await investorBeforeInterested(browser);
    await tabTo(page, interested);
    await expectVisibleFocus(interested);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The focus is not given back to Interested (the test below), so Tab finds it again.
    await tabTo(page, interested);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await typeInto(page, dialog.getByLabel('Type your full name'), 'Leila Mansour');
    const agree = dialog.getByLabel('I have read and accept this NDA');
    await tabTo(page, agree);
    await page.keyboard.press('Space');
    await expect(agree).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: 'Accept NDA and continue' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);

    await expect(page.getByRole('status')).toHaveText('Interest expressed successfully! The business owner will be notified.');
    await expect(card.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  });

  // Interested stays focusable while the NDA is read (aria-disabled), so the dialog gives the focus back to it.
  test('Escape on the NDA dialog gives the focus back to Interested', async ({ browser }) => {
    const { page, interested } = await investorBeforeInterested(browser);
    await tabTo(page, interested);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(interested).toBeFocused({ timeout: 2_000 });
  });

  test('the admin assigns and quotes a new service request with the keyboard', async ({ browser, playwright, baseURL }) => {
    const origin = baseURL ?? '';
    const requester = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin, ...ownAddress().extraHTTPHeaders } });
    expect((await requester.post('/api/auth/register', {
      data: {
        email: uniqueEmail('keyboard-requester'), password: 'secret-pass', passwordConfirm: 'secret-pass',
        full_name: 'Keyboard Requester', user_type: 'business_owner', company_name: 'Keyboard Requester Holdings',
      },
    })).status()).toBe(201);
    const description = `Statements for the keyboard journey ${Date.now()}`;
    expect((await requester.post('/api/service-requests', { data: { service_type: 'financial_statements', description, urgency: 'high' } })).status()).toBe(201);

    const page = await (await browser.newContext(ownAddress())).newPage();
    await signInWithKeys(page, ADMIN);
    await page.goto('/admin?section=requests');
    const row = page.getByTestId('admin-request').filter({ hasText: description });
    await expect(row.locator('[data-status]')).toHaveText('Pending');
    const assign = row.getByRole('button', { name: 'Assign & Quote', exact: true });
    await tabTo(page, assign, 400);
    await expectVisibleFocus(assign);

    // Escape closes the dialog and gives the focus back to the row's button.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Assign & Quote' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(assign).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await typeInto(page, dialog.getByLabel('Estimated cost (USD)'), '6400');
    await tabTo(page, dialog.getByRole('button', { name: 'Assign & Quote' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(row.locator('[data-status]')).toHaveText('Assigned');
    await expect(row).toContainText('Estimated cost: $6,400');
    await requester.dispose();
  });
});
