import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { cronLuxonSettings, keepCronOffIntl } from './cron-clock.ts';

// The cron parser pg-boss reads the schedules with, required the way pg-boss requires it.
const fromBoss = createRequire(createRequire(import.meta.url).resolve('pg-boss'));
const cronParser = fromBoss('cron-parser') as { parseExpression(cron: string, options: { tz: string; currentDate?: Date }): { next(): { toDate(): Date } } };

/** Intl.DateTimeFormat objects made while `work` runs. */
function formattersMadeBy(work: () => void): number {
  const original = Intl.DateTimeFormat;
  let made = 0;
  Intl.DateTimeFormat = new Proxy(original, {
    construct: (target, args) => (made++, Reflect.construct(target, args)),
    apply: (target, self, args) => (made++, Reflect.apply(target, self, args)),
  });
  try {
    work();
  } finally {
    Intl.DateTimeFormat = original;
  }
  return made;
}

const nextDailyRun = () => cronParser.parseExpression('0 3 * * *', { tz: 'UTC', currentDate: new Date('2026-11-26T10:00:00Z') }).next().toDate();

describe('the cron schedules kept off Intl', () => {
  const settings = cronLuxonSettings();
  const before = { zone: settings.defaultZone, locale: settings.defaultLocale };
  afterAll(() => {
    settings.defaultZone = before.zone;
    settings.defaultLocale = before.locale;
  });

  it('reads the next run of a UTC schedule without making a date formatter, where luxon at its defaults makes one', () => {
    let run: Date | undefined;
    expect(formattersMadeBy(() => (run = nextDailyRun()))).toBeGreaterThan(0);
    expect(run?.toISOString()).toBe('2026-11-27T03:00:00.000Z');

    expect(keepCronOffIntl()).toBe(true);
    expect(settings.defaultLocale).toBe('en-US');
    expect(formattersMadeBy(() => (run = nextDailyRun()))).toBe(0);
    expect(run?.toISOString()).toBe('2026-11-27T03:00:00.000Z');
  });
});
