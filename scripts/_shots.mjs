import { chromium } from 'playwright';
const base = 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function shot(name, { lang = 'en', mobile = false, login = null, path, action = null }) {
  const context = await browser.newContext({ viewport: mobile ? { width: 390, height: 844 } : { width: 1280, height: 900 } });
  await context.addInitScript((l) => localStorage.setItem('dealbridge.language', l), lang);
  const page = await context.newPage();
  if (login) {
    await page.goto(base + '/login');
    await page.getByLabel(/email|البريد/i).first().fill(login.email);
    await page.locator('input[type=password]').first().fill(login.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  }
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  if (action) await action(page);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
  await context.close();
}
const owner = { email: 'owner@demo.dealbridge.local', password: 'demo-owner-2026' };
const investor = { email: 'investor@demo.dealbridge.local', password: 'demo-investor-2026' };
const which = process.argv[2] ?? 'all';
const firstConfidential = async () => {
  const res = await fetch(base + '/api/listings/businesses?page_size=20');
  return (await res.json()).items.find((b) => b.confidential).id;
};
if (which === 'all' || which === 'list') {
  await shot('businesses-en', { path: '/businesses' });
  await shot('businesses-ar-mobile', { path: '/businesses', lang: 'ar', mobile: true });
  await shot('detail-en', { path: `/businesses/${await firstConfidential()}` });
  await shot('detail-ar-mobile', { path: `/businesses/${await firstConfidential()}`, lang: 'ar', mobile: true });
}
if (which === 'all' || which === 'wizard') {
  await shot('wizard-en', { path: '/businessprofile', login: owner });
  await shot('wizard-ar-mobile', { path: '/businessprofile', login: owner, lang: 'ar', mobile: true });
}
if (which === 'all' || which === 'matches') {
  await shot('matches-en', { path: '/businessmatches', login: investor });
}
await browser.close();
