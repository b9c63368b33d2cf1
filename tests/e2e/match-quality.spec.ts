import { expect, test, type Locator } from '@playwright/test';
import { DEMO_INVESTOR, DEMO_OWNER, holdAnswers, login } from './fixtures.ts';

// Issue 20: a match card says only what fits under "Why this match", shows how its score is made up, the
// revenue filter refuses a maximum below the minimum without losing the results, and near misses are apart.

const MISFIT_WORDING = /more than the|less than the|outside|does not/i;
const MUST_HAVE = '(Ticket size|Industries|Geography|Stage|Investment capacity|Involvement)';

test.describe('match quality', () => {
  test('the owner’s best investor match gives only fitting reasons, and its score parts add up to its score', async ({ page }) => {
    await login(page, DEMO_OWNER);
    await page.goto('/investorconnect');
    const card = page.getByTestId('ranked-matches').getByTestId('investor-match-card').first();
    await expect(card).toBeVisible();

    const reasons = card.getByRole('list', { name: 'Why this match' }).getByRole('listitem');
    await expect(reasons.first()).toBeVisible();
    for (const reason of await reasons.allInnerTexts()) expect(reason).not.toMatch(MISFIT_WORDING);

    const score = Number((await card.getByTestId('match-score').innerText()).match(/(\d+)%/)?.[1]);
    await card.getByText('How is this scored?').click();
    const lines = card.getByTestId('score-part');
    await expect(lines.first()).toBeVisible();
    const points = (await card.getByTestId('score-points').allInnerTexts()).map((text) => Number(text.split('/')[0]?.trim()));
    expect(points.length).toBeGreaterThan(0);
    expect(points.every(Number.isInteger)).toBe(true);
    expect(points.reduce((sum, value) => sum + value, 0)).toBe(score);
    await expect(card.getByTestId('score-total')).toHaveText(new RegExp(`^Total\\s*${score} / 100$`));
  });

  test('the ranking waits for "Interested in you", so that no card is drawn in it and then moved up', async ({ page }) => {
    await login(page, DEMO_OWNER);
    const release = await holdAnswers(page, '**/api/matching/investors/interested-in-you*');
    const rankingAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/matching/investors');
    await page.goto('/investorconnect');
    await rankingAnswered;
    await expect(page.getByTestId('card-skeleton').first()).toBeVisible();
    await expect(page.getByTestId('ranked-matches')).toHaveCount(0);

    release();
    const ranked = page.getByTestId('ranked-matches').getByTestId('investor-match-card');
    await expect(ranked.first()).toBeVisible();
    await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
    const idsOf = (cards: Locator) => cards.evaluateAll((articles) => articles.map((article) => article.id));
    const above = await idsOf(page.getByTestId('interested-in-you').getByTestId('investor-match-card'));
    expect(above.length).toBeGreaterThan(0);
    const below = await idsOf(ranked);
    expect(below.filter((id) => above.includes(id))).toEqual([]);
  });

  test('a maximum revenue below the minimum is refused under the field and the results stay', async ({ page }) => {
    await login(page, DEMO_INVESTOR);
    await page.goto('/businessmatches');
    const cards = page.getByTestId('ranked-matches').getByTestId('business-match-card');
    await expect(cards.first()).toBeVisible();

    // The bounds are typed in the reader's currency, named in the label and sent with the query.
    const min = page.getByLabel(/^Min revenue \([A-Z]{3}\)$/);
    const currency = (await page.getByText(/^Min revenue \([A-Z]{3}\)$/).innerText()).match(/\(([A-Z]{3})\)/)?.[1];
    const filtered = page.waitForResponse((response) => response.url().includes('revenue_min=1000') && response.url().includes(`currency=${currency}`));
    await min.fill('1000');
    // The filtered results are on screen once the stats show the filtered total (not the one before the filter).
    const { stats } = (await (await filtered).json()) as { stats: { total: number } };
    await expect(page).toHaveURL(/revenue_min=1000/);
    const total = page.locator('dl div').filter({ hasText: 'Total matches' }).locator('dd');
    await expect(total).toHaveText(String(stats.total));
    await expect(cards.first()).toBeVisible();
    const shown = await cards.getByRole('heading', { level: 3 }).allInnerTexts();
    const totalBefore = await total.innerText();

    const refused: string[] = [];
    page.on('request', (request) => request.url().includes('revenue_max=500') && refused.push(request.url()));
    const max = page.getByLabel(/^Max revenue \([A-Z]{3}\)$/);
    await max.fill('500');
    await expect(page).toHaveURL(/revenue_max=500/);
    await expect(max).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('field-error')).toHaveText('The maximum amount must be at least the minimum amount.');
    await expect(max).toHaveAccessibleDescription('The maximum amount must be at least the minimum amount.');
    // The previous results and stats stay.
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(shown);
    await expect(total).toHaveText(totalBefore);
    await expect(page.getByText('No matches found')).toHaveCount(0);
    expect(refused).toEqual([]);

    await max.fill('');
    await expect(page.getByTestId('field-error')).toHaveCount(0);
    await expect(max).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('near misses show apart from the ranking, each saying which must-have it misses', async ({ page }) => {
    await login(page, DEMO_INVESTOR);
    await page.goto('/businessmatches');
    await expect(page.getByTestId('ranked-matches').getByTestId('business-match-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Near misses' })).toHaveCount(0);
    // The ranking itself holds no near miss.
    await expect(page.getByTestId('ranked-matches').getByTestId('misses')).toHaveCount(0);

    await page.getByRole('switch', { name: 'Show near misses' }).check();
    const section = page.getByTestId('near-misses');
    await expect(section.getByRole('heading', { level: 2, name: 'Near misses' })).toBeVisible();
    const misses = section.getByTestId('business-match-card').first().getByTestId('misses');
    await expect(misses).toHaveText(new RegExp(`^Misses: ${MUST_HAVE}(, ${MUST_HAVE})*$`));
    await expect(page.getByTestId('ranked-matches').getByTestId('business-match-card').first()).toBeVisible();

    await page.getByRole('switch', { name: 'Show near misses' }).uncheck();
    await expect(section).toHaveCount(0);
  });
});
