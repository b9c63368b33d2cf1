// Issue 21: zero axe violations on every route, for every kind of reader, in English and Arabic, on desktop and
// at 390×844, with the header's menus and the pages' dialogs opened.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PREFERENCE_KEYS } from '#shared/preferences.ts';
import { ar } from '../../src/web/locales/ar.ts';
import { en } from '../../src/web/locales/en.ts';
import { ADMIN, DEMO_INVESTOR, DEMO_OWNER, ownAddress } from './fixtures.ts';

type Reader = 'visitor' | 'owner' | 'investor' | 'admin';
const ACCOUNTS = { owner: DEMO_OWNER, investor: DEMO_INVESTOR, admin: ADMIN } as const;
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } } as const;

/** What each reader can open; a step after loading opens a dialog or a menu to check as well. */
interface Visit { path: string; open?: (page: Page, texts: typeof en) => Promise<void> }
/** Opens a menu of the header; at 390 wide the one in the header bar (the menu panel holds a second copy). */
const openMenu = (testId: string) => async (page: Page) => {
  const all = page.getByTestId(testId);
  // The signed-in controls load after the page: wait for the menu to be there before asking where it is shown.
  await all.first().waitFor({ state: 'attached' });
  const visible = all.locator('visible=true');
  // At 390 wide the language menu lives in the menu panel.
  if ((await visible.count()) === 0) await page.getByRole('button', { name: /^(Open menu|فتح القائمة)$/ }).click();
  await visible.first().click();
};
/** The phone's filter sheet (issue 21); on a desktop the filters are inline and there is nothing to open. */
const openFilterSheet = async (page: Page, texts: typeof en) => {
  const button = page.getByRole('button', { name: new RegExp(`^${texts.listings.filterSheet.filters}`) });
  if (await button.isVisible()) await button.click();
};
const ROUTES: Record<Reader, Visit[]> = {
  visitor: [
    { path: '/' }, { path: '/', open: openMenu('language-switcher') }, { path: '/investors' }, { path: '/businesses' },
    { path: '/services' }, { path: '/login' }, { path: '/register' }, { path: '/reset-password' }, { path: '/privacy' },
    { path: '/terms' }, { path: '/no-such-page' },
    { path: '/businesses', open: openFilterSheet }, { path: '/investors', open: openFilterSheet },
    { path: '/services', open: async (page, texts) => { await page.getByRole('button', { name: texts.services.request }).first().click(); } },
    { path: '/', open: async (page, texts) => {
      // The phone's menu panel; on a desktop the links are in the bar and there is nothing to open.
      const toggle = page.getByRole('button', { name: texts.nav.openMenu });
      if (await toggle.isVisible()) await toggle.click();
    } },
  ],
  owner: [
    { path: '/dashboard' }, { path: '/dashboard', open: openMenu('avatar') }, { path: '/investorconnect' }, { path: '/businessprofile' },
    { path: '/services' }, { path: '/notifications' }, { path: '/settings' }, { path: '/deals' },
    // Dialogs are opened and left unanswered: nothing changes for the specs alongside.
    { path: '/services', open: async (page, texts) => { await page.getByRole('button', { name: texts.services.request }).first().click(); } },
    { path: '/investorconnect', open: async (page, texts) => { await page.getByRole('button', { name: texts.matching.decline, exact: true }).first().click(); } },
    { path: '/investorconnect', open: openFilterSheet },
    // The listing as investors see it (issue 49).
    { path: '/businessprofile', open: async (page, texts) => {
      await page.getByRole('link', { name: texts.profiles.business.seeAsInvestor }).click();
      await page.getByTestId('public-preview').waitFor();
    } },
    // The funding step with the price's range open (issue 49).
    { path: '/businessprofile', open: async (page, texts) => {
      await page.getByRole('button', { name: texts.profiles.business.next }).click();
      await page.getByRole('group', { name: texts.profiles.business.price.legend }).getByRole('radio', { name: texts.profiles.business.price.range }).check();
    } },
  ],
  investor: [
    { path: '/dashboard' }, { path: '/businessmatches' }, { path: '/investorprofile' }, { path: '/deals' },
    { path: '/businesses' }, { path: '/investors' }, { path: '/businessmatches', open: openFilterSheet },
  ],
  admin: [
    { path: '/admin' },
    { path: '/admin?section=businesses', open: async (page, texts) => { await page.getByRole('button', { name: texts.admin.businesses.reject }).first().click(); } },
    ...['requests', 'businesses', 'investors', 'matches', 'deals', 'reports', 'users', 'communication', 'mailbox', 'jobs', 'rates', 'security']
      .map((section) => ({ path: `/admin?section=${section}` })),
  ],
};

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const reader of Object.keys(ROUTES) as Reader[]) {
  for (const language of ['en', 'ar'] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`no accessibility violations: ${reader}, ${language}, ${size}`, async ({ browser }) => {
        test.setTimeout(240_000);
        const context = await browser.newContext({ viewport, ...ownAddress() });
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [PREFERENCE_KEYS.language, language] as const);
        // A signed-in reader sees their account's language: the shared demo accounts are English, and switching them
        // would switch them for the specs running alongside, so the page's session (inlined in the HTML, and the API's
        // answer) says this test's language.
        if (language === 'ar') {
          await context.route(/\/api\/auth\/session$/, async (route) => {
            const response = await route.fetch();
            const body = (await response.json()) as { user: { language: string } | null };
            if (body.user) body.user.language = language;
            await route.fulfill({ response, json: body });
          });
          await context.route((url) => !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname), async (route) => {
            if (route.request().resourceType() !== 'document') return route.fallback();
            const response = await route.fetch();
            const html = (await response.text()).replace(/("language":)"en"/, '$1"ar"');
            await route.fulfill({ response, body: html });
          });
        }
        const page = await context.newPage();
        // Signed in through the API (the form is checked elsewhere, and its labels are English).
        if (reader !== 'visitor') {
          const origin = new URL(test.info().project.use.baseURL as string).origin;
          expect((await page.request.post('/api/auth/login', { data: ACCOUNTS[reader], headers: { Origin: origin } })).status()).toBe(200);
        }
        const found: string[] = [];
        for (const visit of ROUTES[reader]) {
          await page.goto(visit.path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await page.locator('main').first().waitFor();
          // The page's data is in: no spinner or skeleton left (a live connection keeps the network busy for good).
          await expect(page.locator('.animate-spin, .animate-pulse, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
          if (visit.open) {
            await visit.open(page, language === 'ar' ? (ar as typeof en) : en);
            await page.waitForTimeout(300);
          }
          for (const v of await violations(page)) found.push(`${visit.path}${visit.open ? ' (opened)' : ''}: ${v}`);
        }
        await context.close();
        expect(found).toEqual([]);
      });
    }
  }
}
