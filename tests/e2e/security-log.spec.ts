import { expect, test } from '@playwright/test';
import { switchToArabic } from './arabic-support.ts';
import { ADMIN, login, uniqueEmail } from './fixtures.ts';

// Issue 19: a refused call to an admin route shows in the admin's Security log, in English and Arabic.

test('a signed-in non-admin calling an admin route is refused and shows in the Security log with its route and user', async ({ page, playwright, baseURL }) => {
  const origin = baseURL ?? '';
  const intruder = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  const email = uniqueEmail('nosy');
  const registered = await intruder.post('/api/auth/register', {
    data: { email, password: 'secret-pass', passwordConfirm: 'secret-pass', full_name: 'Nosy Investor', user_type: 'investor' },
  });
  expect(registered.status()).toBe(201);
  expect((await intruder.get('/api/admin/users')).status()).toBe(403);
  await intruder.dispose();

  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, ADMIN);
  await page.goto('/admin?section=security');
  await expect(page.getByRole('heading', { level: 2, name: 'Security log' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('GET /api/admin/users');
  await expect(row).toContainText('Not an administrator');
  await expect(row).toContainText('Nosy Investor');

  await page.setViewportSize({ width: 1280, height: 800 });
  await switchToArabic(page);
  await expect(page.getByRole('heading', { level: 2, name: 'سجل الأمان' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('ليس مسؤولًا');
  // The admin's language is stored on the account: back to English for the other journeys.
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
