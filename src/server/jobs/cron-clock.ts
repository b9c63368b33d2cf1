import { createRequire } from 'node:module';

interface LuxonSettings {
  defaultZone: unknown;
  defaultLocale: string;
}

/**
 * The luxon that pg-boss's cron parser requires (resolved from pg-boss, then from cron-parser: the same file it
 * loads, whichever copy npm placed where). Throws when that chain is not there.
 */
export function cronLuxonSettings(): LuxonSettings {
  const fromHere = createRequire(import.meta.url);
  const fromBoss = createRequire(fromHere.resolve('pg-boss'));
  const fromParser = createRequire(fromBoss.resolve('cron-parser'));
  return (fromParser('luxon') as { Settings: LuxonSettings }).Settings;
}

/**
 * pg-boss reads the cron schedules with cron-parser, which counts time with luxon. At its defaults luxon asks Intl
 * for the system's time zone and locale, and V8's first Intl.DateTimeFormat lists every locale ICU holds: ~4.5 MB of
 * the node binary's ICU data became resident in a server that otherwise formats no date (decision 0156). The
 * schedules are UTC (jobs.ts), so luxon is told UTC and en-US, which it handles without Intl. Returns false when
 * pg-boss no longer reads cron through luxon (nothing to do then).
 */
export function keepCronOffIntl(): boolean {
  let settings: LuxonSettings;
  try {
    settings = cronLuxonSettings();
  } catch {
    return false;
  }
  settings.defaultZone = 'utc';
  settings.defaultLocale = 'en-US';
  return true;
}
