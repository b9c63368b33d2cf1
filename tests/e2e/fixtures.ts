import { randomBytes } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';

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

/** Holds the answers to requests matching `pattern` until the returned function is called. */
export async function holdAnswers(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

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

/** The NDA dialog's words (issue 18), English by default; a spec in Arabic passes its locale's. */
export interface NdaWords { typedName: string; agree: string; accept: string }
const NDA_EN: NdaWords = { typedName: 'Type your full name', agree: 'I have read and accept this NDA', accept: 'Accept NDA and continue' };

/** The investor accepts the business's NDA in the dialog that Interested opened: the full name, the tick, the button. */
export async function acceptNdaInDialog(page: Page, fullName: string, words: NdaWords = NDA_EN) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(words.typedName).fill(fullName);
  await dialog.getByLabel(words.agree).check();
  await dialog.getByRole('button', { name: words.accept }).click();
  await expect(dialog).toHaveCount(0);
}

export interface Side {
  page: Page;
  name: string;
  profileId: string;
}

/** A new user in a browser of their own, registered and with a saved profile through the API (the screens start after). */
export async function signedUpWithProfile(
  browser: Browser, type: 'investor' | 'business_owner', name: string, profile: object, options: { language?: 'en' | 'ar'; mobile?: boolean } = {},
): Promise<Side> {
  const context = await browser.newContext({ ...ownAddress(), ...(options.mobile ? { viewport: { width: 390, height: 844 } } : {}) });
  const page = await context.newPage();
  await page.goto('/');
  const headers = { Origin: new URL(page.url()).origin };
  const registered = await page.request.post('/api/auth/register', {
    headers, data: { email: uniqueEmail(type), password: 'secret-pass', passwordConfirm: 'secret-pass', full_name: name, user_type: type, company_name: `${name} Holdings` },
  });
  expect(registered.status()).toBe(201);
  const saved = await page.request.put(type === 'investor' ? '/api/profiles/investor/me' : '/api/profiles/business/me', { headers, data: profile });
  expect(saved.status()).toBe(200);
  if (options.language === 'ar') expect((await page.request.patch('/api/me', { headers, data: { language: 'ar' } })).status()).toBe(200);
  return { page, name, profileId: ((await saved.json()) as { id: string }).id };
}

/** A logistics investor's mandate and a logistics business that fits it: the pair the deal-room journeys introduce. */
export const LOGISTICS_INVESTOR = {
  investment_capacity: { min_amount: 500000, max_amount: 4000000, currency: 'USD' },
  preferred_industries: ['logistics'], geographical_preference: ['UAE'], investment_stage: ['growth'],
  return_expectations: { min_roi: 12 }, involvement_type: 'board_member', about: 'Family office backing logistics platforms.',
};
export const logisticsBusiness = (company: string) => ({
  basic_info: { company_name: company, confidential: false, industry: 'logistics', business_stage: 'growth', year_established: 2016 },
  geographical_presence: { headquarters: 'UAE', branches: ['Oman'] },
  funding_requirements: { amount_required: 2500000, currency: 'AED', equity_offered: 20 },
  financial_highlights: { annual_revenue: 6000000, profit_margin: 14, growth_rate: 35 },
});

/**
 * An investor and an owner, each in their own browser, introduced through the API: the investor accepted the standard
 * NDA and pressed Interested, the owner pressed Connect (the deal-room journeys take it from there on the screens).
 */
export async function introducedPair(browser: Browser, language: 'en' | 'ar', mobile = false) {
  const tag = randomBytes(3).toString('hex');
  const company = `Dune Couriers ${tag}`;
  const investor = await signedUpWithProfile(browser, 'investor', `Hessa Al Qasimi ${tag}`, LOGISTICS_INVESTOR, { language, mobile });
  const owner = await signedUpWithProfile(browser, 'business_owner', `Rashid Mansour ${tag}`, logisticsBusiness(company), { language, mobile });
  const origin = { Origin: new URL(investor.page.url()).origin };
  const nda = (await (await investor.page.request.get(`/api/matching/businesses/${owner.profileId}/nda`)).json()) as { sha256: string };
  const accepted = await investor.page.request.post(`/api/matching/businesses/${owner.profileId}/nda`, {
    headers: origin, data: { typed_name: investor.name, agree: true, sha256: nda.sha256 },
  });
  expect(accepted.status()).toBe(201);
  expect((await investor.page.request.post(`/api/matching/businesses/${owner.profileId}/interest`, { headers: origin })).status()).toBe(200);
  expect((await owner.page.request.post(`/api/matching/investors/${investor.profileId}/connect`, { headers: origin })).status()).toBe(200);
  return { investor, owner, company };
}
