import type { PGlite, PGliteOptions } from '@electric-sql/pglite';

/**
 * Opens an embedded database with the extensions the schema needs, `settings` added to PGlite's own start
 * parameters. PGlite's modules are loaded here, on first use, so that a server on PostgreSQL never holds them
 * (decision 0157).
 */
export async function createPglite(options: Omit<PGliteOptions, 'extensions' | 'startParams'>, settings: string[] = []): Promise<PGlite> {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  const startParams = settings.length ? { startParams: [...PGlite.defaultStartParams, ...settings] } : {};
  return PGlite.create({ ...options, ...startParams, extensions: { pg_trgm } });
}
