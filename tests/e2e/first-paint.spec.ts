// Decision 0155: the app takes the server's first-paint shell over as it is (hydration), in English and Arabic, on
// every page that has one; the shell's marks go in the first commit, and React reports no difference between the
// build's render and the browser's (one would make it draw the page again, or keep the shell's attributes).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PREFERENCE_KEYS } from '#shared/preferences.ts';
import { SHELL_ROUTES } from '../../src/web/shell-routes.ts';
import { ownAddress } from './fixtures.ts';

for (const language of ['en', 'ar'] as const) {
  test(`the app takes every shell over in ${language === 'en' ? 'English' : 'Arabic'}`, async ({ browser }) => {
    test.setTimeout(120_000);
    // The language chosen before the first page, as a returning reader has it: the server draws that shell.
    const context = await browser.newContext({ ...ownAddress(), viewport: { width: 390, height: 844 } });
    await context.addCookies([{ name: PREFERENCE_KEYS.language, value: language, url: test.info().project.use.baseURL as string }]);
    await context.addInitScript(([key, value]) => {
      localStorage.setItem(key, value);
      // The shell's header, kept to compare with the page's once the app has started.
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { shellHeader: Element | null }).shellHeader = document.querySelector('#root[data-shell] header');
      });
    }, [PREFERENCE_KEYS.language, language] as const);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const route of SHELL_ROUTES) {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // The first commit removed the marks; the header is the shell's own element, not a new one.
      await expect(page.locator('#root')).not.toHaveAttribute('data-shell');
      await expect(page.locator('#root')).not.toHaveAttribute('aria-disabled');
      expect(await page.evaluate(() => {
        const kept = (window as unknown as { shellHeader: Element | null }).shellHeader;
        return kept !== null && kept === document.querySelector('#root header');
      }), `${route}: the shell's header taken over`).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}

// Decision 0168: a signed-out visitor's Businesses and Investors (their bare URLs) arrive drawn by the server with the
// API's current answers, cards and all; the app takes the cards over as they are, without asking for them again.
const DRAWN = [
  { route: '/businesses', card: 'business-card', api: '/api/listings/businesses', count: /^Showing 1–(\d+) of \d+ businesses$/, arabicCount: /^عرض 1–(\d+) من أصل \d+ شركة$/ },
  { route: '/investors', card: 'investor-card', api: '/api/listings/investors', count: /^Showing 1–(\d+) of \d+ investors$/, arabicCount: /^عرض 1–(\d+) من أصل \d+ مستثمر$/ },
] as const;

interface Canonical { canonicalDom: (root: Element | null) => string[] }

/**
 * Installs `canonicalDom(root)`: the elements, sorted attributes and texts below `root`, a line each. Two renders of one
 * page compare equal whatever the order React wrote attributes in, with useId's ids (`_R_…` on a server, `_r_…` in a
 * browser) as one word and without `selected` (a browser's render sets the option's property, a server writes it).
 */
function installCanonicalDom() {
  (window as unknown as Canonical).canonicalDom = (root) => {
    const lines: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.textContent) lines.push(JSON.stringify(node.textContent));
        return;
      }
      if (!(node instanceof Element)) return;
      const attributes = [...node.attributes].filter((a) => a.name !== 'selected').map((a) => `${a.name}=${JSON.stringify(a.value.replace(/_[Rr]_[A-Za-z0-9]*_/g, 'ID'))}`);
      lines.push(`<${node.localName} ${attributes.sort().join(' ')}>`);
      node.childNodes.forEach(walk);
      lines.push(`</${node.localName}>`);
    };
    root?.childNodes.forEach(walk);
    return lines;
  };
}

/** The page's HTML once the server has drawn it for this language: the first request asks for it, the shell goes meanwhile. */
async function drawnHtml(request: APIRequestContext, route: string, language: 'en' | 'ar'): Promise<string> {
  let html = '';
  await expect.poll(async () => {
    html = await (await request.get(route, { headers: { cookie: `${PREFERENCE_KEYS.language}=${language}` } })).text();
    return html.includes('id="dealbridge-first-paint"');
  }, { timeout: 30_000 }).toBe(true);
  return html;
}

for (const { route, card, api, count, arabicCount } of DRAWN) {
  test(`${route} arrives with its cards drawn, in English and Arabic, before any script runs`, async ({ browser }) => {
    for (const language of ['en', 'ar'] as const) {
      const context = await browser.newContext({ ...ownAddress(), javaScriptEnabled: false });
      await drawnHtml(context.request, route, language);
      await context.addCookies([{ name: PREFERENCE_KEYS.language, value: language, url: test.info().project.use.baseURL as string }]);
      const page = await context.newPage();
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const line = language === 'en' ? count : arabicCount;
      await expect(page.getByTestId('listing-count')).toHaveText(line);
      const shown = Number(line.exec((await page.getByTestId('listing-count').textContent()) ?? '')?.[1]);
      expect(shown).toBeGreaterThan(0);
      await expect(page.getByTestId(card)).toHaveCount(shown);
      await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByTestId(card).first().getByTestId('trust-strip')).toBeVisible();
      await context.close();
    }
  });

  test(`the app takes ${route}'s drawn cards over as they are, asks the API for nothing it shows, then filters as usual`, async ({ browser }) => {
    // In UTC, at the time the page was drawn: the browser's values are the server's, so the page is the same after.
    const context = await browser.newContext({ ...ownAddress(), timezoneId: 'UTC' });
    const html = await drawnHtml(context.request, route, 'en');
    const drawnAt = (JSON.parse(/id="dealbridge-first-paint">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as { drawnAt: number }).drawnAt;
    await context.addInitScript(installCanonicalDom);
    await context.addInitScript((testId) => {
      document.addEventListener('DOMContentLoaded', () => {
        const shell = window as unknown as Canonical & { drawnCard: Element | null; drawnRoot: string[]; drawnMain: string[] };
        shell.drawnCard = document.querySelector(`#root[data-shell] [data-testid="${testId}"]`);
        shell.drawnRoot = shell.canonicalDom(document.getElementById('root'));
        shell.drawnMain = shell.canonicalDom(document.querySelector('#root main'));
      });
    }, card);
    const page = await context.newPage();
    await page.clock.setFixedTime(drawnAt);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === api || pathname === '/api/rates') asked.push(request.url());
    });
    await page.goto(route);
    await expect(page.locator('#root')).not.toHaveAttribute('data-shell');
    // The card on screen is the element the server drew, not one the app made again.
    expect(await page.evaluate((testId) => {
      const drawn = (window as unknown as { drawnCard: Element | null }).drawnCard;
      return drawn !== null && drawn === document.querySelector(`[data-testid="${testId}"]`);
    }, card)).toBe(true);
    await expect(page.getByTestId('card-skeleton')).toHaveCount(0);
    // Taken over as it is: nothing React drew again after taking the page over differs from what the server drew.
    await page.waitForTimeout(500);
    const drawn = await page.evaluate(() => {
      const { drawnRoot, drawnMain } = window as unknown as { drawnRoot: string[]; drawnMain: string[] };
      return { drawnRoot, drawnMain };
    });
    expect(drawn.drawnRoot.length).toBeGreaterThan(1000);
    expect(await page.evaluate(() => (window as unknown as Canonical).canonicalDom(document.getElementById('root')))).toEqual(drawn.drawnRoot);
    // And the server drew what the browser draws from the same answers: away and back (within the answers' 30 s), the
    // browser makes the page anew from them. An attribute the server drew otherwise (React keeps those when it takes a
    // page over, decision 0168: the listing's aria-busy) shows here.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: route === '/businesses' ? 'Investors' : 'Businesses' }).click();
    await expect(page.getByTestId(route === '/businesses' ? 'investor-card' : 'business-card').first()).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId(card).first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as Canonical).canonicalDom(document.querySelector('#root main')))).toEqual(drawn.drawnMain);
    // Interactive: a filter asks the API for its page.
    const filtered = page.waitForRequest((request) => new URL(request.url()).pathname === api);
    await page.getByLabel('Region').selectOption('UK');
    await filtered;
    await expect(page).toHaveURL(/region=UK/);
    await expect(page.getByTestId('listing-count')).toHaveText(/matching/);
    expect(asked.filter((url) => !url.includes('region=UK'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('a drawn card says what the server said while the app takes it over, then counts days by the reader’s clock and zone', async ({ browser }) => {
  const route = '/businesses';
  const html = await drawnHtml((await browser.newContext(ownAddress())).request, route, 'en');
  const drawn = JSON.parse(/<script type="application\/json" id="dealbridge-first-paint">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as { drawnAt: number };
  // Three days after the server drew the page, fourteen hours east of UTC: every day count and most dates differ.
  const context = await browser.newContext({ ...ownAddress(), timezoneId: 'Pacific/Kiritimati' });
  const page = await context.newPage();
  await page.clock.setFixedTime(drawn.drawnAt + 3 * 86_400_000);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(route);
  await expect(page.locator('#root')).not.toHaveAttribute('data-shell');
  // What the server wrote: at its time, in UTC.
  const updatedAt = await page.evaluate(() => {
    const data = JSON.parse(document.getElementById('dealbridge-first-paint')?.textContent ?? '{}') as { answers: Record<string, { items: { trust: { updated_at: string } }[] }> };
    return Object.values(data.answers).find((a) => Array.isArray(a.items))?.items[0]?.trust.updated_at ?? '';
  });
  const days = Math.floor((drawn.drawnAt + 3 * 86_400_000 - Date.parse(updatedAt)) / 86_400_000);
  const updated = page.getByTestId('business-card').first().getByTestId('trust-updated');
  await expect(updated).toHaveText(new RegExp(`Updated ${days} days? ago`));
  // The explanation's date is the reader's local day.
  const localDay = await page.evaluate((at) => {
    const date = new Date(at);
    const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    return `${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
  }, updatedAt);
  await expect(page.getByTestId('business-card').first().getByText(`The owner last updated or confirmed this listing on ${localDay}.`)).toBeAttached();
  // React found the server's text where it looked for it: no hydration error.
  expect(errors).toEqual([]);
  await context.close();
});
