import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_PREFERENCES, directionOf, type Preferences,
} from '#shared/preferences.ts';
import { FIRST_PAINT_ELEMENT_ID } from '#shared/first-paint.ts';
import type { Config } from '../../config.ts';
import type { ShareMeta } from '../listings/index.ts';
import { SHELL_GUARD_SCRIPT } from '../../http/shell-guard.ts';

// The first paint of the app's page (decision 0085): its stylesheet inline, and for a signed-out visitor on
// a public page, the page itself inside #root as the build rendered it (shells.json, src/web/prerender.tsx)
// in the reader's language and with their country's flag. The browser paints it before any script runs;
// the app then takes it over (hydration, decision 0155), or replaces it in one commit when it was drawn for
// another language or country. Until then #root is marked aria-disabled, so that the shell's buttons and
// fields are not mistaken for working ones.

/** As src/web/prerender.tsx writes them: `manualReview` holds the pages that read otherwise with PROFILE_REVIEW=manual. */
interface Shells {
  [language: string]: { title: string; body: Record<string, string>; manualReview?: Record<string, string>; header: Record<string, Record<string, string>> };
}

function readShells(root: string): Shells | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'shells.json'), 'utf8')) as Shells;
  } catch {
    return null;
  }
}

/** The built stylesheet in a <style> element: no request stands between the page and its first paint. */
function inlineStylesheets(html: string, root: string): string {
  return html.replace(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (tag, href: string) => {
    const file = path.join(root, path.normalize(href).replace(/^([/\\])+/, ''));
    if (!file.startsWith(root) || !fs.existsSync(file)) return tag;
    // The disabled link fetches nothing; it tells Vite's loader that the stylesheet is there already, so that
    // a lazily loaded page does not fetch it again.
    return `<style>${fs.readFileSync(file, 'utf8').replaceAll('</style', '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const escapeText = (value: string) => escapeAttribute(value).replaceAll('>', '&gt;');

/** A profile page's own title and description, for the tab and for a shared link's preview (Open Graph). */
function withShareMeta(html: string, meta: ShareMeta): string {
  const tags = [
    `<meta property="og:site_name" content="Dealbridge">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeText(meta.title)}">`,
    `<meta property="og:description" content="${escapeText(meta.description)}">`,
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(`${meta.title} · Dealbridge`)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeText(meta.description)}" />`)
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}

export interface FirstPaint {
  /**
   * The page for a request: `route` is the normalised path; `shell` false for a signed-in visitor or a URL with
   * a query; `preferences` the reader's language and country (preferences.ts); `meta` a public profile page's own
   * title and description (modules/listings/listing-meta.ts), else the page keeps the defaults.
   */
  page(request: { route: string; shell: boolean; preferences: Preferences; hints: string[]; meta?: ShareMeta | null; drawn?: DrawnFirstPaint | null }): string;
}

/**
 * A page the server drew with its data (page-renderer.ts): #root's content for the visitor's language and country, and
 * the answers it shows as the JSON of src/web/lib/api/first-paint-data.ts, already safe inside a script element.
 */
export interface DrawnFirstPaint { html: string; data: string }


/**
 * `profileReview` is PROFILE_REVIEW: every page carries it as <html data-profile-review>, which the app reads
 * (src/web/lib/profiles/profile-review.ts) to say truly how profiles are published, at no cost of a request.
 */
export function firstPaint(root: string, profileReview: Config['PROFILE_REVIEW']): FirstPaint {
  const review = `data-profile-review="${profileReview}"`;
  const indexHtml = inlineStylesheets(fs.readFileSync(path.join(root, 'index.html'), 'utf8'), root)
    .replace(/<html\b([^>]*)>/, `<html$1 ${review}>`)
    .replace('</head>', `<script>${SHELL_GUARD_SCRIPT}</script>\n  </head>`);
  const shells = readShells(root);
  return {
    page({ route, shell, preferences, hints, meta, drawn }) {
      let html = meta ? withShareMeta(indexHtml, meta) : indexHtml;
      if (hints.length) html = html.replace('</head>', `${hints.join('\n    ')}\n  </head>`);
      if (!shell || !shells) return html;
      const { language } = preferences;
      const forLanguage = shells[language];
      const body = (profileReview === 'manual' ? forLanguage?.manualReview?.[route] : undefined) ?? forLanguage?.body[route];
      if (!forLanguage || body === undefined) return html;
      const wanted = preferences.country;
      const country = forLanguage.header[wanted] ? wanted : DEFAULT_PREFERENCES.country;
      const header = forLanguage.header[country]?.[route];
      if (header === undefined) return html;
      // A drawn page is of the visitor's own language and country; the shell is the closest the build drew.
      let content = `${header}${body}`;
      if (drawn && country === wanted) {
        content = drawn.html;
        html = html.replace('</head>', () => `<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">${drawn.data}</script>\n  </head>`);
      }
      html = html
        .replace(/<html\b[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}" data-shell-lang="${language}" data-shell-country="${escapeAttribute(country)}" ${review}>`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${forLanguage.title.replaceAll('<', '&lt;')}</title>`)
        // The shell is #root's content, as the app renders it, so that the app can take it over (main.tsx).
        .replace('<div id="root"></div>', () => `<div id="root" data-shell aria-disabled="true">${content}</div>`)
        // Fetched and started by the guard once the shell is painted.
        .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => `<link data-app-entry href="${src}">`)
        .replaceAll('<link rel="modulepreload" crossorigin href=', '<link data-app-chunk href=');
      return html;
    },
  };
}
