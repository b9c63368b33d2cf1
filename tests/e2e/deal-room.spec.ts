import { expect, test, type Page } from '@playwright/test';
import { ar } from '../../src/web/locales/ar.ts';
import { en } from '../../src/web/locales/en.ts';
import { expectArabicDocument } from './arabic-support.ts';
import { introducedPair } from './fixtures.ts';

// The deal room with two browsers, an investor's and an owner's: the pair is introduced through the API
// (Interested and Connect have their own journey), then everything happens on the screens, each side seeing
// the other's messages, receipts and stage moves arrive without reloading.


/** Marks the page, so that a later check can tell it was never reloaded. */
const markLoaded = (page: Page) => page.evaluate(() => ((window as unknown as { dealRoomMark: boolean }).dealRoomMark = true));
const notReloaded = async (page: Page) => expect(await page.evaluate(() => (window as unknown as { dealRoomMark?: boolean }).dealRoomMark)).toBe(true);

async function send(page: Page, label: string, sendLabel: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByRole('button', { name: sendLabel, exact: true }).click();
  await expect(page.getByLabel(label)).toHaveValue('');
}

test.describe('the deal room', () => {
  test('investor and owner talk and move the deal from Introduced to Closed (won), each seeing the other live', async ({ browser }) => {
    // Two people's whole journey (or two full-page screenshots): 25–30 s on a two-core host, near the default 30 s.
    test.slow();
    const { investor, owner, company } = await introducedPair(browser, 'en');
    const words = en.deals.room;

    // The owner finds the deal in Deals and opens the room.
    await owner.page.goto('/dashboard');
    await owner.page.getByRole('link', { name: 'Deals', exact: true }).first().click();
    await expect(owner.page.getByRole('heading', { name: 'Deals', level: 1 })).toBeVisible();
    const row = owner.page.getByTestId('deal-row').filter({ hasText: investor.name });
    await expect(row.getByTestId('deal-stage')).toHaveText('Introduced');
    await row.click();
    await expect(owner.page.getByTestId('deal-counterpart')).toHaveText(investor.name);
    const dealUrl = owner.page.url();
    expect(dealUrl).toMatch(/\/deals\/[0-9a-f-]{36}$/);

    await investor.page.goto(dealUrl);
    await expect(investor.page.getByTestId('deal-counterpart')).toHaveText(owner.name);
    await expect(investor.page.getByText(`Business: ${company}`)).toBeVisible();
    await Promise.all([markLoaded(owner.page), markLoaded(investor.page)]);

    // Messages both ways, live; a link is shown as a link that tells its target nothing.
    await send(investor.page, words.composer, words.send, 'Hello Rashid, I read your numbers. <b>Not bold</b>');
    await expect(owner.page.getByTestId('deal-message').filter({ hasText: 'Hello Rashid, I read your numbers. <b>Not bold</b>' })).toBeVisible();
    await send(owner.page, words.composer, words.send, 'Welcome! Our deck: https://example.com/deck.pdf');
    const reply = investor.page.getByTestId('deal-message').filter({ hasText: 'Welcome! Our deck:' });
    await expect(reply).toBeVisible();
    await expect(reply.getByRole('link', { name: 'https://example.com/deck.pdf' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    // The owner has the room open: the investor's message shows Seen.
    await expect(investor.page.getByTestId('deal-message').filter({ hasText: 'Hello Rashid' }).getByTestId('deal-seen')).toBeVisible();

    // Stage moves from either side appear on the other, with who moved it.
    await owner.page.getByRole('button', { name: 'Move to In discussion' }).click();
    await expect(investor.page.getByTestId('deal-stage')).toHaveText('In discussion');
    await expect(investor.page.getByTestId('deal-timeline')).toContainText(`By ${owner.name}`);
    await investor.page.getByRole('button', { name: 'Move to Due diligence' }).click();
    await expect(owner.page.getByTestId('deal-stage')).toHaveText('Due diligence');
    await owner.page.getByRole('button', { name: 'Move to Offer made' }).click();
    await expect(investor.page.getByTestId('deal-stage')).toHaveText('Offer made');
    // Closed (won) is proposed by one side and confirmed by the other, who gives the final price (issue 50).
    await expect(investor.page.getByRole('button', { name: 'Move to Closed (won)' })).toHaveCount(0);
    await investor.page.getByRole('button', { name: 'Propose to close as won' }).click();
    await investor.page.getByRole('dialog').getByRole('button', { name: 'Propose the close' }).click();
    await expect(investor.page.getByTestId('close-proposal')).toHaveText(`You proposed to close this deal as won. Waiting for ${owner.name} to confirm.`);
    await expect(owner.page.getByTestId('close-proposal')).toHaveText(`${investor.name} proposes to close this deal as won.`);
    await owner.page.getByRole('button', { name: 'Confirm the close' }).click();
    const confirm = owner.page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Confirm: closed (won)' }).click();
    await expect(confirm.getByText('This field is required.').first()).toBeVisible();
    await confirm.getByLabel('Currency').selectOption('AED');
    await confirm.getByLabel('Final price').fill('7345000');
    await confirm.getByRole('button', { name: 'Confirm: closed (won)' }).click();

    // Closed: read-only on both sides, the final price for the two of them.
    for (const side of [owner, investor]) {
      await expect(side.page.getByTestId('deal-stage')).toHaveText('Closed (won)');
      await expect(side.page.getByTestId('deal-closed-banner')).toHaveText('This deal is closed: won. The room is read-only.');
      await expect(side.page.getByLabel(words.composer)).toHaveCount(0);
      await expect(side.page.getByRole('button', { name: /^Move to/ })).toHaveCount(0);
      await expect(side.page.getByTestId('deal-final-terms')).toContainText('Final price: AED 7,345,000');
    }
    await Promise.all([notReloaded(owner.page), notReloaded(investor.page)]);

    // The list shows the closed deal with the last message.
    await owner.page.getByRole('link', { name: words.back }).click();
    await expect(owner.page.getByTestId('deal-row').filter({ hasText: investor.name }).getByTestId('deal-stage')).toHaveText('Closed (won)');
  });

  test('the same room in Arabic, right to left, on a phone: messages live both ways and a close as lost with a reason', async ({ browser }) => {
    const { investor, owner } = await introducedPair(browser, 'ar', true);
    const words = ar.deals.room;
    await owner.page.goto('/deals');
    await expectArabicDocument(owner.page);
    await expect(owner.page.getByRole('heading', { name: ar.deals.title, level: 1 })).toBeVisible();
    const row = owner.page.getByTestId('deal-row').filter({ hasText: investor.name });
    await expect(row.getByTestId('deal-stage')).toHaveText(ar.deals.stages.introduced);
    await row.click();
    await expect(owner.page.getByTestId('deal-counterpart')).toHaveText(investor.name);
    await investor.page.goto(owner.page.url());
    await expectArabicDocument(investor.page);

    await send(investor.page, words.composer, words.send, 'مرحبًا، هل يناسبكم اجتماع يوم الثلاثاء؟');
    await expect(owner.page.getByTestId('deal-message').filter({ hasText: 'هل يناسبكم اجتماع' })).toBeVisible();
    await send(owner.page, words.composer, words.send, 'نعم، الثلاثاء مناسب.');
    const received = investor.page.getByTestId('deal-message').filter({ hasText: 'الثلاثاء مناسب' });
    await expect(received).toBeVisible();
    // The metadata reads name, then date, each isolated in its own direction: joined bare, Arabic reordered them (issue 52).
    const meta = received.getByTestId('deal-message-meta').locator('bdi');
    await expect(meta).toHaveCount(2);
    await expect(meta.first()).toHaveText(owner.name);
    await expect(meta.last()).toHaveText(/\d/);
    const [nameBox, dateBox] = [await meta.first().boundingBox(), await meta.last().boundingBox()];
    // Right to left: the name, first in the line, stands to the right of the date.
    expect(nameBox && dateBox && nameBox.x > dateBox.x).toBe(true);

    await owner.page.getByRole('button', { name: words.moveTo.replace('{{stage}}', ar.deals.stages.in_discussion) }).click();
    await expect(investor.page.getByTestId('deal-stage')).toHaveText(ar.deals.stages.in_discussion);

    await investor.page.getByRole('button', { name: words.closeLost }).click();
    await investor.page.getByLabel(words.reasonLabel).fill('فجوة التقييم كبيرة.');
    await investor.page.getByRole('button', { name: words.confirmClose }).click();
    for (const side of [owner, investor]) {
      await expect(side.page.getByTestId('deal-stage')).toHaveText(ar.deals.stages.closed_lost);
      await expect(side.page.getByTestId('deal-closed-banner')).toHaveText(words.closedBanner.lost);
      await expect(side.page.getByText('السبب: فجوة التقييم كبيرة.')).toBeVisible();
      await expect(side.page.getByLabel(words.composer)).toHaveCount(0);
    }
    // Nothing wider than the phone's screen.
    const overflow = await owner.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
