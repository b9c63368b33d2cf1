import { describe, expect, it } from 'vitest';
import { loadConfig, productionDemoWarning } from './config.ts';

describe('cookies over HTTPS', () => {
  it('are Secure in production and whenever PUBLIC_URL is https, and not on plain local http', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, '/srv/app').secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://deals.example' }, '/srv/app').secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }, '/srv/app').secureCookies).toBe(false);
    expect(loadConfig({}, '/srv/app').secureCookies).toBe(false);
  });
});

describe('demo data in production', () => {
  it('is warned about loudly when seeding is on or the demo data is there, and only in production', () => {
    const seeding = productionDemoWarning(loadConfig({ NODE_ENV: 'production' }, '/srv/app'), false);
    expect(seeding).toMatch(/WARNING: demo data is enabled with NODE_ENV=production/);
    expect(seeding).toMatch(/SEED_DEMO=false/);
    expect(productionDemoWarning(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }, '/srv/app'), true)).toMatch(/holds the demo data/);
    expect(productionDemoWarning(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }, '/srv/app'), false)).toBeNull();
    expect(productionDemoWarning(loadConfig({}, '/srv/app'), true)).toBeNull();
  });
});
