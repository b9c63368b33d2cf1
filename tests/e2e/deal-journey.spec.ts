import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ar } from '../../src/web/locales/ar.ts';
import { en } from '../../src/web/locales/en.ts';
import { acceptNdaInDialog, ownAddress, registerThroughUi, uniqueEmail } from './fixtures.ts';

// Issue 17's whole loop with two browser contexts, through the screens only: the investor presses Interested;
// the owner finds the card in "Interested in you" and presses Connect; both reach the deal room, talk (each
// message appearing on the other side without a reload), move the stages and close the deal. Once in English
// on a desktop, once in Arabic on a phone.

type Texts = typeof en;

async function userWithProfile(browser: Browser, type: 'investor' | 'business_owner', name: string, profile: object, phone: boolean, language: 'en' | 'ar'): Promise<Page> {
  const page = await (await browser.newContext({ ...ownAddress(), ...(phone ? { viewport: { width: 390, height: 844 } } : {}) })).newPage();
  await registerThroughUi(page, type, uniqueEmail(type), name);
  await expect(page).toHaveURL(/completeregistration/);
  const headers = { Origin: new URL(page.url()).origin };
  expect((await page.request.put(type === 'investor' ? '/api/profiles/investor/me' : '/api/profiles/business/me', { data: profile, headers })).status()).toBe(200);
  if (language === 'ar') expect((await page.request.patch('/api/me', { data: { language: 'ar' }, headers })).status()).toBe(200);
  return page;
}

const stamp = (page: Page) => page.evaluate(() => ((window as unknown as { journeyMark: boolean }).journeyMark = true));
const stillStamped = async (page: Page) => expect(await page.evaluate(() => (window as unknown as { journeyMark?: boolean }).journeyMark)).toBe(true);

async function journey(browser: Browser, language: 'en' | 'ar', phone: boolean) {
  const t: Texts = language === 'en' ? en : (ar as unknown as Texts);
  const tag = randomBytes(3).toString('hex');
  const word = `saltbush${tag}`;
  const investorName = `Noura Al Suwaidi ${tag}`;
  const ownerName = `Faisal Haddad ${tag}`;
  const company = `Gulf Cold Chain ${tag}`;
  const investor = await userWithProfile(browser, 'investor', investorName, {
    investment_capacity: { min_amount: 500000, max_amount: 5000000, currency: 'USD' },
    preferred_industries: ['logistics'], geographical_preference: ['UAE'], investment_stage: ['growth'],
    return_expectations: { min_roi: 12 }, involvement_type: 'board_member', about: `Backing ${word} cold-chain operators.`,
  }, phone, language);
  const owner = await userWithProfile(browser, 'business_owner', ownerName, {
    basic_info: { company_name: company, confidential: false, industry: 'logistics', business_stage: 'growth', year_established: 2014 },
    geographical_presence: { headquarters: 'UAE', branches: [] },
    funding_requirements: { amount_required: 2000000, currency: 'AED', equity_offered: 18 },
    financial_highlights: { annual_revenue: 8000000, profit_margin: 13, growth_rate: 28 },
  }, phone, language);

  // 1. The investor presses Interested on the business.
  await investor.goto(`/businessmatches?search=${encodeURIComponent(company)}`);
  const businessCard = investor.getByTestId('business-match-card').filter({ hasText: company });
  await businessCard.getByRole('button', { name: t.matching.interested, exact: true }).click();
  // The business asks for the standard NDA (the default): the investor accepts it in the dialog first (issue 18).
  await acceptNdaInDialog(investor, investorName, t.matching.nda);
  await expect(businessCard.getByRole('button', { name: t.matching.withdraw })).toBeVisible();

  // 2. The owner sees the masked card under "Interested in you" and connects: the pair is introduced.
  await owner.goto('/investorconnect');
  await expect(owner.getByRole('heading', { name: t.matching.interestedInYou })).toBeVisible();
  const waiting = owner.getByTestId('interested-in-you').getByTestId('investor-match-card');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).not.toContainText(investorName);
  await waiting.getByRole('button', { name: t.matching.connect, exact: true }).click();
  const introduced = owner.getByTestId('investor-match-card').filter({ hasText: investorName });
  await introduced.getByRole('link', { name: t.matching.openDealRoom }).click();
  await expect(owner).toHaveURL(/\/deals\/[0-9a-f-]{36}$/);
  await expect(owner.getByTestId('deal-counterpart')).toHaveText(investorName);
  await expect(owner.getByTestId('deal-stage')).toHaveText(t.deals.stages.introduced);

  // 3. The investor reaches the same room from the introduction notice.
  await investor.goto('/notifications');
  // The investor's notice names the business they were introduced to.
  await investor.getByTestId('notification').filter({ hasText: company }).first().getByRole('link').click();
  await expect(investor).toHaveURL(owner.url());
  await expect(investor.getByTestId('deal-counterpart')).toHaveText(ownerName);
  await Promise.all([stamp(owner), stamp(investor)]);

  // 4. Messages both ways, each appearing on the other side without a reload.
  const room = t.deals.room;
  const say = async (page: Page, text: string) => {
    await page.getByLabel(room.composer).fill(text);
    await page.getByRole('button', { name: room.send, exact: true }).click();
    await expect(page.getByLabel(room.composer)).toHaveValue('');
  };
  await say(investor, `Thank you for connecting. Could you share last year's revenue by client? ${tag}`);
  await expect(owner.getByTestId('deal-message').filter({ hasText: `revenue by client? ${tag}` })).toBeVisible();
  await say(owner, `Of course, we will add it to the data room this week. ${tag}`);
  await expect(investor.getByTestId('deal-message').filter({ hasText: `data room this week. ${tag}` })).toBeVisible();

  // 5. Stage moves from both sides, each seen live by the other; then the close, read-only on both.
  const move = (stage: keyof Texts['deals']['stages']) => ({ name: room.moveTo.replace('{{stage}}', t.deals.stages[stage]) });
  await owner.getByRole('button', move('in_discussion')).click();
  await expect(investor.getByTestId('deal-stage')).toHaveText(t.deals.stages.in_discussion);
  await investor.getByRole('button', move('due_diligence')).click();
  await expect(owner.getByTestId('deal-stage')).toHaveText(t.deals.stages.due_diligence);
  await owner.getByRole('button', move('offer_made')).click();
  await expect(investor.getByTestId('deal-stage')).toHaveText(t.deals.stages.offer_made);
  // Closed (won): the investor proposes, the owner confirms with the final price and date (issue 50).
  await investor.getByRole('button', { name: t.deals.close.propose }).click();
  await investor.getByRole('dialog').getByRole('button', { name: t.deals.close.proposeSubmit }).click();
  await owner.getByRole('button', { name: t.deals.close.confirm }).click();
  await owner.getByRole('dialog').getByLabel(t.deals.close.price).fill('2500000');
  await owner.getByRole('dialog').getByRole('button', { name: t.deals.close.confirmSubmit }).click();
  for (const side of [owner, investor]) {
    await expect(side.getByTestId('deal-stage')).toHaveText(t.deals.stages.closed_won);
    await expect(side.getByLabel(room.composer)).toHaveCount(0);
  }
  await Promise.all([stillStamped(owner), stillStamped(investor)]);
}

test.describe('from interest to a closed deal', () => {
  // Two users registered through the screens and a dozen steps each: more than one screen's usual allowance.
  test.slow();
  test('Interested → "Interested in you" → Connect → the deal room → messages live both ways → stages → Closed (won)', async ({ browser }) => {
    await journey(browser, 'en', false);
  });

  test('the same journey in Arabic on a phone', async ({ browser }) => {
    await journey(browser, 'ar', true);
  });
});
