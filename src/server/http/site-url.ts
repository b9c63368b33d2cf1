import type { Config } from '../config.ts';

/**
 * The address mailed links point at: PUBLIC_URL, or outside production the address the request came to. In
 * production without PUBLIC_URL a Host header could aim a link anywhere, so there is none (decision 0117).
 */
export function siteUrlFor(config: Pick<Config, 'PUBLIC_URL' | 'NODE_ENV'>, requestUrl: string): string | null {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  return config.NODE_ENV === 'production' ? null : new URL(requestUrl).origin;
}
