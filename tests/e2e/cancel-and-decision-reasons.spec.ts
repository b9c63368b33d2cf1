import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, login, logisticsBusiness, ownAddress, uniqueEmail } from './fixtures.ts';

// Issue 21: a requester cancels their own pending service request after confirming, and an admin rejects a
// business after confirming, with a reason that reaches the owner's mailbox.

/** A new user in a browser of their own, registered through the API; their page, email and write headers. */
async function newUser(browser: Browser, type: 'investor' | 'business_owner', name: string) {
  const context = await browser.newContext(ownAddress());
  const page = await context.newPage();
  await page.goto('/');
  const headers = { Origin: new URL(page.url()).origin };
  const email = uniqueEmail(type);
  const registered = await page.request.post('/api/auth/register', {
    headers, data: { email, password: 'secret-pass', passwordConfirm: 'secret-pass', full_name: name, user_type: type, company_name: `${name} Holdings` },
  });
  expect(registered.status()).toBe(201);
  return { page, email, headers };
}

const openBusinesses = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Businesses' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Business Applications' })).toBeVisible();
};

test('a requester cancels their own pending service request from My Service Requests after confirming', async ({ browser }) => {
  const { page, headers } = await newUser(browser, 'business_owner', 'Cora Cancel');
  const filed = await page.request.post('/api/service-requests', { headers, data: { service_type: 'valuation', description: 'Valuation before a partial exit.' } });
  expect(filed.status()).toBe(201);
  const { id } = (await filed.json()) as { id: string };

  await page.goto('/services');
  const row = page.getByTestId('my-service-requests').getByRole('listitem').filter({ hasText: 'Valuation before a partial exit.' });
  await expect(row.locator('[data-status]')).toHaveText('Pending');

  // Keeping it changes nothing.
  await row.getByRole('button', { name: 'Cancel request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this request?' });
  await expect(dialog).toContainText('Your Valuation request will be cancelled');
  await dialog.getByRole('button', { name: 'Keep request' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.locator('[data-status]')).toHaveText('Pending');

  await row.getByRole('button', { name: 'Cancel request' }).click();
  await dialog.getByRole('button', { name: 'Cancel request' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.locator('[data-status]')).toHaveText('Cancelled');
  await expect(row.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);

  const mine = (await (await page.request.get('/api/service-requests/mine')).json()) as { items: { id: string; status: string }[] };
  expect(mine.items.find((r) => r.id === id)?.status).toBe('cancelled');
  await page.context().close();
});

test("an admin rejects a business with a reason after confirming, and the owner's mail carries the reason", async ({ browser, page }) => {
  const owner = await newUser(browser, 'business_owner', 'Rami Reject');
  const company = `Gulf Decision Freight ${Date.now()}`;
  expect((await owner.page.request.put('/api/profiles/business/me', { headers: owner.headers, data: logisticsBusiness(company) })).status()).toBe(200);
  await owner.page.context().close();
  const reason = 'Please upload audited accounts for 2025 before we list you.';

  await login(page, ADMIN);
  await openBusinesses(page);
  const row = page.getByTestId('admin-business').filter({ hasText: company });
  await expect(row.locator('[data-status]')).toHaveText('Active');

  // Cancelling the dialog decides nothing.
  await row.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${company}?` });
  await expect(dialog).toContainText('The profile becomes Inactive');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.locator('[data-status]')).toHaveText('Active');

  await row.getByRole('button', { name: 'Reject' }).click();
  await dialog.getByLabel(/^Reason/).fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.locator('[data-status]')).toHaveText('Inactive');

  const subject = 'Dealbridge: your business profile was not approved';
  await page.goto('/admin?section=mailbox');
  const mail = page.getByRole('row').filter({ hasText: owner.email }).filter({ hasText: subject });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(mail.first()).toBeVisible({ timeout: 1000 });
  }).toPass();
  await mail.first().getByRole('button', { name: subject }).click();
  await page.getByRole('tab', { name: 'Text' }).click();
  const text = page.getByLabel('The text part of the message');
  await expect(text).toContainText(`Your business profile for ${company} was not approved`);
  await expect(text).toContainText(reason);
});
