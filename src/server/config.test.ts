import { describe, expect, it } from 'vitest';
import { loadConfig, productionDemoWarning } from './config.ts';

describe('cookies over HTTPS', () => {
  it('are Secure in production and whenever PUBLIC_URL is https, and not on plain local http', () => {
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://deals.example' }, '/srv/app').secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://deals.example' }, '/srv/app').secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }, '/srv/app').secureCookies).toBe(false);
    expect(loadConfig({}, '/srv/app').secureCookies).toBe(false);
  });
});

describe('demo data in production', () => {
  it('is warned about loudly when seeding is on or the demo data is there, and only in production', () => {
    const seeding = productionDemoWarning(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://deals.example' }, '/srv/app'), false);
    expect(seeding).toMatch(/WARNING: demo data is enabled with NODE_ENV=production/);
    expect(seeding).toMatch(/SEED_DEMO=false/);
    expect(productionDemoWarning(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://deals.example', SEED_DEMO: 'false' }, '/srv/app'), true)).toMatch(/holds the demo data/);
    expect(productionDemoWarning(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://deals.example', SEED_DEMO: 'false' }, '/srv/app'), false)).toBeNull();
    expect(productionDemoWarning(loadConfig({}, '/srv/app'), true)).toBeNull();
  });
});

describe('the origin of links in mail', () => {
  it('is PUBLIC_URL without a trailing slash, or http://localhost:PORT outside production', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://deals.example/' }, '/srv/app').siteUrl).toBe('https://deals.example');
    expect(loadConfig({ PORT: '4100' }, '/srv/app').siteUrl).toBe('http://localhost:4100');
    expect(loadConfig({}, '/srv/app').siteUrl).toBe('http://localhost:3000');
  });

  it('must be configured in production: the server refuses to start without PUBLIC_URL, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, '/srv/app')).toThrow(/PUBLIC_URL: required in production; links in mail/);
  });
});
