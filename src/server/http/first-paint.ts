import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The first paint of the app's page (decision 0015): its stylesheet inline, and for a signed-out visitor on
// a public page, the page itself inside #root as the build rendered it (shells.json, src/web/prerender.tsx)
// in the reader's language and with their country's flag. The browser paints it before any script runs;
// the app then renders the same page with createRoot, which replaces it in one commit. Until then the
// shell is marked aria-disabled, so that its buttons and fields are not mistaken for working ones.

const LANGUAGES = ['en', 'ar'] as const;
type Language = (typeof LANGUAGES)[number];
const DEFAULT_COUNTRY = 'UAE';

/**
 * Runs before the page is painted: the language and country the app will show (localStorage, else the
 * browser's languages, as src/web/lib/i18n.ts decides) are copied into cookies for the server's next
 * answer, and a shell drawn for another language or country is hidden rather than shown and then flipped.
 * With a shell, the app's code (<link data-app-entry> and the route's <link data-app-chunk>, which fetch
 * nothing by themselves) is fetched and started once the shell is on screen, so that nothing stands
 * before the first paint; the shell is the page meanwhile.
 */
export const SHELL_GUARD_SCRIPT =
  '(function(){var d=document.documentElement,l,c,n,i,p;try{l=localStorage.getItem("dealbridge.language");c=localStorage.getItem("dealbridge.country")}catch(e){}' +
  'if(l!=="en"&&l!=="ar"){l="en";n=navigator.languages||[];for(i=0;i<n.length;i++){p=String(n[i]).toLowerCase().split("-")[0];if(p==="en"||p==="ar"){l=p;break}}}' +
  'c=c||"' + DEFAULT_COUNTRY + '";var a=";path=/;max-age=31536000;samesite=lax";document.cookie="dealbridge.language="+l+a;document.cookie="dealbridge.country="+encodeURIComponent(c)+a;' +
  'p=d.getAttribute("data-shell-lang");if(p&&(p!==l||d.getAttribute("data-shell-country")!==c))d.className+=" no-shell";' +
  'document.addEventListener("DOMContentLoaded",function(){var e=document.querySelector("link[data-app-entry]");if(!e)return;' +
  'var s=function(){document.querySelectorAll("link[data-app-chunk]").forEach(function(k){var m=document.createElement("link");m.rel="modulepreload";m.crossOrigin="";m.href=k.href;document.head.appendChild(m)});import(e.href)};' +
  'if(document.visibilityState==="hidden")s();else requestAnimationFrame(function(){setTimeout(s,0)})})})()';

/** The guard's hash, for the Content-Security-Policy (no other inline script is allowed). */
export const SHELL_GUARD_HASH = `'sha256-${createHash('sha256').update(SHELL_GUARD_SCRIPT).digest('base64')}'`;

interface Shells {
  [language: string]: { title: string; body: Record<string, string>; header: Record<string, Record<string, string>> };
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

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The first of the Accept-Language tags (by q) that we have, English otherwise: what the app itself picks. */
export function acceptedLanguage(header: string | undefined): Language {
  const tags = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? 1);
      return { primary: tag.toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (tags.map((t) => t.primary).find((p): p is Language => LANGUAGES.some((l) => l === p))) ?? 'en';
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

export interface FirstPaint {
  /** The page for a request: `route` is the normalised path; `shell` false for a signed-in visitor or a URL with a query. */
  page(request: { route: string; shell: boolean; cookieHeader: string | undefined; acceptLanguage: string | undefined; hints: string[] }): string;
}

export function firstPaint(root: string): FirstPaint {
  const indexHtml = inlineStylesheets(fs.readFileSync(path.join(root, 'index.html'), 'utf8'), root)
    .replace('</head>', `<script>${SHELL_GUARD_SCRIPT}</script>\n  </head>`);
  const shells = readShells(root);
  return {
    page({ route, shell, cookieHeader, acceptLanguage, hints }) {
      let html = hints.length ? indexHtml.replace('</head>', `${hints.join('\n    ')}\n  </head>`) : indexHtml;
      if (!shell || !shells) return html;
      const stored = cookie(cookieHeader, 'dealbridge.language');
      const language: Language = LANGUAGES.find((l) => l === stored) ?? acceptedLanguage(acceptLanguage);
      const forLanguage = shells[language];
      const body = forLanguage?.body[route];
      if (!forLanguage || body === undefined) return html;
      const wanted = cookie(cookieHeader, 'dealbridge.country') ?? DEFAULT_COUNTRY;
      const country = forLanguage.header[wanted] ? wanted : DEFAULT_COUNTRY;
      const header = forLanguage.header[country]?.[route];
      if (header === undefined) return html;
      html = html
        .replace(/<html\b[^>]*>/, `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}" data-shell-lang="${language}" data-shell-country="${escapeAttribute(country)}">`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${forLanguage.title.replaceAll('<', '&lt;')}</title>`)
        .replace('<div id="root"></div>', () => `<div id="root"><div data-shell aria-disabled="true">${header}${body}</div></div>`)
        // Fetched and started by the guard once the shell is painted.
        .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => `<link data-app-entry href="${src}">`)
        .replaceAll('<link rel="modulepreload" crossorigin href=', '<link data-app-chunk href=');
      return html;
    },
  };
}
