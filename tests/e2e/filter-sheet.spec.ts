// Issue 21: on a phone (390×844) the filters of the two listings and the two matching screens fold into one
// "Filters" button with the number of active filters, opening a sheet; the first card is on the first screen.
// On a desktop the filters stay inline.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { enums } from '../../src/web/locales/en/enums.ts';
import { DEMO_INVESTOR, DEMO_OWNER, ownAddress } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };

interface Screen {
  path: string;
  account?: { email: string; password: string };
  card: string;
  /** Chooses one filter in the open sheet; returns what the URL then holds and a check that the results obey it. */
  choose: (sheet: Locator, page: Page) => Promise<{ url: RegExp; check: () => Promise<void> }>;
}

const SCREENS: Screen[] = [
  {
    path: '/businesses', card: 'business-card',
    choose: async (sheet, page) => {
      await sheet.getByLabel('Industry').selectOption({ label: 'Logistics' });
      return {
        url: /industry=logistics/,
        check: async () => {
          await expect(page.getByTestId('listing-count')).toContainText('matching businesses');
          await expect(page.getByTestId('business-card').first()).toContainText('Logistics');
        },
      };
    },
  },
  {
    path: '/investors', card: 'investor-card',
    choose: async (sheet, page) => {
      await sheet.getByLabel('Region').selectOption({ label: 'UAE' });
      return {
        url: /region=UAE/,
        check: async () => {
          await expect(page.getByTestId('listing-count')).toContainText('matching investors');
          await expect(page.getByTestId('investor-card').first()).toContainText('UAE');
        },
      };
    },
  },
  {
    path: '/businessmatches', account: DEMO_INVESTOR, card: 'business-match-card',
    choose: async (sheet, page) => {
      await sheet.getByLabel('Category').selectOption({ label: 'Technology' });
      return {
        url: /category=technology/,
        check: async () => {
          await expect(page.getByTestId('ranked-matches').getByTestId('business-match-card').first().getByText('Technology', { exact: true })).toBeVisible();
        },
      };
    },
  },
  {
    path: '/investorconnect', account: DEMO_OWNER, card: 'investor-match-card',
    choose: async (sheet, page) => {
      // The involvement of the first ranked investor, so that the filter keeps at least that one.
      const badge = (await page.getByTestId('ranked-matches').getByTestId('investor-match-card').first().locator('h3 + span').textContent()) ?? '';
      const [value, label] = Object.entries(enums.involvement).find(([, word]) => word === badge.trim()) ?? ['passive', enums.involvement.passive];
      await sheet.getByLabel('Involvement').selectOption({ label });
      return {
        url: new RegExp(`involvement=${value}`),
        check: async () => {
          // Every ranked card, once the filtered page has replaced the previous one, takes part that way.
          const cards = page.getByTestId('ranked-matches').getByTestId('investor-match-card');
          await expect(cards.first()).toBeVisible();
          await expect(cards.locator('h3 + span').filter({ hasNotText: label })).toHaveCount(0);
        },
      };
    },
  },
];

async function signIn(page: Page, account: Screen['account']) {
  if (!account) return;
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  expect((await page.request.post('/api/auth/login', { data: account, headers: { Origin: origin } })).status()).toBe(200);
}

/** The page has its cards: no skeleton or refetch left. */
async function loaded(page: Page, card: string) {
  // A visitor's listing arrives drawn by the server (decision 0168): its buttons work once the app has taken it over,
  // which its first commit marks by removing data-shell. A key pressed before then reaches no handler.
  await expect(page.locator('#root')).not.toHaveAttribute('data-shell', { timeout: 15_000 });
  await expect(page.getByTestId(card).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.animate-pulse, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

test.describe('the filter sheet on a phone', () => {
  test.use({ ...ownAddress(), viewport: PHONE, hasTouch: true });

  for (const screen of SCREENS) {
    test(`${screen.path}: the first card is on the first screen, and the filters open in a sheet by keyboard and by tap`, async ({ page }) => {
      await signIn(page, screen.account);
      await page.goto(screen.path);
      await loaded(page, screen.card);

      // Above the fold: the first card's title is within the first 844 pixels.
      const title = page.getByTestId(screen.card).first().getByRole('heading').first();
      const box = await title.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);

      // Inline filters are gone; one button stands for them, with no count while none is set.
      const button = page.getByRole('button', { name: /^Filters/ });
      await expect(button).toBeVisible();
      await expect(page.getByTestId('filter-count')).toHaveCount(0);
      await expect(page.getByRole('search')).toBeHidden();
      await expect(page.getByTestId('match-sidebar')).toBeHidden();

      // By keyboard: Enter opens it, focus moves inside, Escape closes it and focus is back on the button.
      await button.focus();
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await expect(sheet).toBeVisible();
      expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(button).toBeFocused();

      // By tap: choose a filter, then "Show results".
      await button.tap();
      await expect(sheet).toBeVisible();
      const { url, check } = await screen.choose(sheet, page);
      await sheet.getByRole('button', { name: 'Show results' }).tap();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(url);
      await expect(page.getByTestId('filter-count')).toHaveText('1');
      await expect(button).toHaveAccessibleName('Filters (1 active)');
      await check();

      // The filter is kept in the link: a reload shows the same count.
      await page.reload();
      await expect(page.getByTestId('filter-count')).toHaveText('1');
    });
  }

  test('a typed search counts as a filter, and "Clear all" resets every filter', async ({ page }) => {
    await page.goto('/businesses?stage=growth');
    await loaded(page, 'business-card');
    const button = page.getByRole('button', { name: /^Filters/ });
    await expect(page.getByTestId('filter-count')).toHaveText('1');
    await button.tap();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByLabel('Business stage')).toHaveValue('growth');
    // Enter in the search box shows the results, as "Show results" does.
    await sheet.getByRole('searchbox').fill('a');
    await sheet.getByRole('searchbox').press('Enter');
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/search=a/);
    await expect(page.getByTestId('filter-count')).toHaveText('2');

    await button.tap();
    await sheet.getByRole('button', { name: 'Clear all' }).tap();
    await expect(page).not.toHaveURL(/stage=|search=/);
    await expect(sheet.getByRole('searchbox')).toHaveValue('');
    await expect(sheet.getByLabel('Business stage')).toHaveValue('');
    await sheet.getByRole('button', { name: 'Show results' }).tap();
    await expect(page.getByTestId('filter-count')).toHaveCount(0);
    await expect(button).toHaveAccessibleName('Filters');
  });
});

test.describe('the filters on a desktop', () => {
  test.use({ ...ownAddress(), viewport: { width: 1280, height: 800 } });

  for (const screen of SCREENS) {
    test(`${screen.path}: the filters are inline, with no sheet`, async ({ page }) => {
      await signIn(page, screen.account);
      await page.goto(screen.path);
      await loaded(page, screen.card);
      await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
      if (screen.account === undefined) {
        await expect(page.getByRole('search')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
      } else {
        await expect(page.getByTestId('match-sidebar')).toBeVisible();
        await expect(page.getByTestId('match-sidebar').getByLabel('Search')).toBeVisible();
      }
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
});
