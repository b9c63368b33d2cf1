import { describe, expect, it } from 'vitest';
import { staticClosure } from './static-imports.ts';

// A server on PostgreSQL holds in memory only the code it runs: every module a process imports stays resident, its
// source text included (decision 0157). The embedded database, backups' tar, SMTP, the data export's zip, PDFs and the
// S3 driver are loaded when first used.
const LOADED_WHEN_USED = ['@electric-sql/pglite', 'tar', 'nodemailer', 'fflate', 'pdf-lib', '@pdf-lib/fontkit', '@aws-sdk/client-s3', '@aws-sdk/lib-storage'];

describe('the server at start', () => {
  const { modules, packages } = staticClosure(['src/server/main.ts']);

  it('imports the packages every request needs', () => {
    // The walk reached the routes, so a clean result below means something.
    expect(modules.size).toBeGreaterThan(100);
    for (const name of ['hono', 'pg', 'drizzle-orm', 'zod', 'pg-boss']) expect(packages.has(name), name).toBe(true);
  });

  it.each(LOADED_WHEN_USED)('leaves %s until it is used', (name) => {
    expect(packages.get(name), `${name} imported by`).toBeUndefined();
  });
});
