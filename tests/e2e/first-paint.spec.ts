// Decision 0155: the app takes the server's first-paint shell over as it is (hydration), in English and Arabic, on
// every page that has one; the shell's marks go in the first commit, and React reports no difference between the
// build's render and the browser's (one would make it draw the page again, or keep the shell's attributes).
import { expect, test } from '@playwright/test';
import { PREFERENCE_KEYS } from '../../src/shared/preferences.ts';
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
