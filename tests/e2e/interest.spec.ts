import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { anonymousTitle } from '#shared/listings/listing-identity.ts';
import type { InvestorCard } from '#shared/listings/listings.ts';
import { ar } from '../../src/web/locales/ar.ts';
import { enums } from '../../src/web/locales/en/enums.ts';
import { listings } from '../../src/web/locales/en/listings.ts';
import { switchToArabic } from './arabic-support.ts';
import { acceptNdaInDialog, ownAddress, registerThroughUi, uniqueEmail } from './fixtures.ts';

// Issue 17, section 1, with two browser contexts: the investor's Interested reaches the owner's "Interested in
// you" with its date; the owner declines with a note; the investor reads "The owner has decided not to proceed"
// and the note, through the bell and the /notifications page.

/** A fresh user, registered through the UI, whose profile is saved through the API (the forms have their own journey). */
async function userWithProfile(browser: Browser, type: 'investor' | 'business_owner', name: string, profile: object, phone: boolean): Promise<Page> {
  const page = await (await browser.newContext({ ...ownAddress(), ...(phone ? { viewport: { width: 390, height: 844 } } : {}) })).newPage();
  await registerThroughUi(page, type, uniqueEmail(type), name);
  await expect(page).toHaveURL(/completeregistration/);
  const path = type === 'investor' ? '/api/profiles/investor/me' : '/api/profiles/business/me';
  const headers = { Origin: new URL(page.url()).origin };
  const res = await page.request.put(path, { data: profile, headers });
  expect(res.status()).toBe(200);
  // The profile's own "saved" notice is read, so that the bell counts only what follows.
  expect((await page.request.post('/api/notifications/read', { data: {}, headers })).status()).toBe(200);
  return page;
}

/** The investor's public fields: what their masked title on the owner's cards is made of (issue 21). */
const PUBLIC_FIELDS: Pick<InvestorCard, 'involvement_type' | 'geographical_preference' | 'preferred_industries'> = {
  preferred_industries: ['logistics'], geographical_preference: ['UAE'], involvement_type: 'active_advisory',
};
/** That title in English, made as the Investors listing makes it. */
const INVESTOR_TITLE = anonymousTitle(PUBLIC_FIELDS, {
  involvement: (type) => listings.investorTitles[type ?? 'none'], region: (r) => enums.region[r], sector: (s) => enums.industry[s],
});

/** On a phone (390×844), or on a desktop where the header shows the language switcher. */
async function pair(browser: Browser, phone: boolean) {
  const tag = randomBytes(3).toString('hex');
  const word = `quillwort${tag}`;
  const investor = await userWithProfile(browser, 'investor', 'Mariam Al Falasi', {
    ...PUBLIC_FIELDS, investment_capacity: { min_amount: 500000, max_amount: 4000000, currency: 'USD' }, investment_stage: ['growth'],
    return_expectations: { min_roi: 12 }, about: `Backing ${word} logistics platforms.`,
  }, phone);
  const company = `Sand Line Freight ${tag}`;
  const owner = await userWithProfile(browser, 'business_owner', 'Khalid Saeed', {
    basic_info: { company_name: company, confidential: false, industry: 'logistics', business_stage: 'growth', year_established: 2015 },
    geographical_presence: { headquarters: 'UAE', branches: [] },
    funding_requirements: { amount_required: 2500000, currency: 'AED', equity_offered: 15 },
    financial_highlights: { annual_revenue: 5000000, profit_margin: 12, growth_rate: 30 },
    business_activities: ['Regional road freight'],
  }, phone);
  return { investor, owner, company, word };
}

test.describe('interest that names its sender', () => {
  // Two browsers, two registrations and the NDA dialog (issue 18): about 30 s on two busy cores.
  test.describe.configure({ timeout: 60_000 });
  test('Interested → "Interested in you" with the date → Decline with a note → the investor is told, through the bell', async ({ browser }) => {
    const { investor, owner, company } = await pair(browser, true);

    await investor.goto(`/businessmatches?search=${encodeURIComponent(company)}`);
    const card = investor.getByTestId('business-match-card').filter({ hasText: company });
    await card.getByRole('button', { name: 'Interested', exact: true }).click();
    await acceptNdaInDialog(investor, 'Mariam Al Falasi');
    await expect(investor.getByRole('status')).toHaveText('Interest expressed successfully! The business owner will be notified.');
    await expect(card.getByRole('button', { name: 'Withdraw' })).toBeEnabled();

    // The owner's bell counts the notice; following it lands on the card at the top of InvestorConnect.
    await owner.goto('/dashboard');
    await expect(owner.getByTestId('unread-badge')).toHaveText('1');
    await owner.getByTestId('notification-bell').click();
    await expect(owner).toHaveURL(/\/notifications$/);
    await expect(owner.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    const notice = owner.getByTestId('notification').filter({ hasText: 'An investor expressed interest in your business.' });
    await expect(notice).toHaveAttribute('data-read', 'false');
    await notice.getByRole('link').click();
    await expect(owner).toHaveURL(/\/investorconnect\?focus=[0-9a-f-]{36}$/);
    await expect(owner.getByTestId('unread-badge')).toHaveCount(0);

    // "Interested in you": the masked card, with the date the investor pressed Interested.
    const group = owner.getByTestId('focused-card').or(owner.getByTestId('interested-in-you'));
    const waiting = group.getByTestId('investor-match-card').first();
    await expect(waiting.getByRole('heading', { name: INVESTOR_TITLE, exact: true })).toBeVisible();
    await expect(waiting).not.toContainText('Mariam');
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date());
    await expect(waiting.getByTestId('waiting-badge')).toHaveText(`Interested in you · ${today}`);
    await owner.goto('/investorconnect');
    const inGroup = owner.getByTestId('interested-in-you').getByTestId('investor-match-card');
    await expect(inGroup).toHaveCount(1);
    await expect(owner.getByRole('heading', { name: 'Interested in you' })).toBeVisible();

    await inGroup.getByRole('button', { name: 'Decline' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Decline' });
    await dialog.getByLabel(/A note to the other side/).fill('We have chosen a partner with a Saudi network.');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(owner.getByRole('status')).toHaveText('Declined. The other side has been told.');
    await expect(owner.getByTestId('interested-in-you')).toHaveCount(0);

    // The investor: a notice on the bell, the fixed words and the owner's note, and the card closed.
    await investor.goto('/dashboard');
    await expect(investor.getByTestId('unread-badge')).toHaveText('1');
    await investor.goto('/notifications');
    const declined = investor.getByTestId('notification').filter({ hasText: 'The owner has decided not to proceed' });
    await expect(declined).toContainText('Their note: We have chosen a partner with a Saudi network.');
    await declined.getByRole('link').click();
    await expect(investor).toHaveURL(/\/businessmatches\?focus=/);
    const closed = investor.getByTestId('focused-card').getByTestId('business-match-card');
    await expect(closed.getByTestId('declined-note')).toContainText('The owner has decided not to proceed');
    await expect(closed.getByTestId('declined-note')).toContainText('We have chosen a partner with a Saudi network.');
    await expect(closed.getByRole('button', { name: 'Interested', exact: true })).toHaveCount(0);
    await expect(investor.getByTestId('unread-badge')).toHaveCount(0);

    await investor.goto('/notifications');
    await expect(investor.getByTestId('unread-summary')).toHaveText('0 unread');
  });

  test('the owner\'s Connect waits in "Wants to connect"; Withdraw takes it back; all of it in Arabic', async ({ browser }) => {
    const { investor, owner, word } = await pair(browser, false);
    await owner.goto(`/investorconnect?search=${word}`);
    await owner.getByTestId('investor-match-card').getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(owner.getByRole('status')).toHaveText('Connection request sent successfully! The investor will be notified.');

    await investor.goto('/businessmatches');
    await switchToArabic(investor);
    await expect(investor.getByRole('heading', { name: ar.matching.wantsToConnect })).toBeVisible();
    const waiting = investor.getByTestId('wants-to-connect').getByTestId('business-match-card');
    await expect(waiting).toHaveCount(1);
    await expect(waiting.getByRole('button', { name: ar.matching.interested, exact: true })).toBeVisible();
    await expect(waiting.getByRole('button', { name: ar.matching.decline })).toBeVisible();
    await expect(investor.getByTestId('unread-badge')).toHaveText('1');
    await investor.goto('/notifications');
    await expect(investor.getByRole('heading', { name: ar.notifications.title })).toBeVisible();
    await expect(investor.getByTestId('notification').filter({ hasText: ar.dashboard.activity.connectionReceived })).toHaveAttribute('data-read', 'false');
    await expect(investor.getByRole('button', { name: ar.notifications.markAllRead })).toBeEnabled();
    await investor.getByRole('button', { name: ar.notifications.markAllRead }).click();
    await expect(investor.getByTestId('unread-badge')).toHaveCount(0);

    // The owner takes the Connect back before it is answered: the investor's group empties.
    await owner.goto(`/investorconnect?search=${word}`);
    await owner.getByTestId('investor-match-card').getByRole('button', { name: 'Withdraw' }).click();
    await expect(owner.getByRole('status')).toHaveText('Withdrawn.');
    await expect(owner.getByTestId('investor-match-card').getByRole('button', { name: 'Connect', exact: true })).toBeEnabled();
    await investor.goto('/businessmatches');
    await expect(investor.getByRole('heading', { name: ar.matching.opportunitiesTitle })).toBeVisible();
    await expect(investor.getByTestId('wants-to-connect')).toHaveCount(0);
  });
});
