import { createHash } from 'node:crypto';
import {
  COUNTRIES, DEFAULT_PREFERENCES, LANGUAGES, PREFERENCE_COOKIE_ATTRIBUTES, PREFERENCE_KEYS,
} from '#shared/preferences.ts';

// The one inline script of the app's page (modules/pages/first-paint.ts puts it in <head>); the
// Content-Security-Policy (security.ts) allows it by its hash and no other.

/**
 * Runs before the page is painted: the language and country the app will show (localStorage, else the
 * browser's languages or the default country, as src/web/lib/preferences/preferences.ts decides, with the names and
 * defaults of src/shared/preferences.ts) are copied into cookies for the server's next answer, and a shell drawn for another language or country is hidden rather than shown and then flipped.
 * With a shell, the app's code (<link data-app-entry> and the route's <link data-app-chunk>, which fetch
 * nothing by themselves) is fetched and started once the shell is on screen, so that nothing stands
 * before the first paint; the shell is the page meanwhile. The route's chunks are asked for four at a time, a task
 * each: a page's seventeen hints added at once took 3–13 ms of a desktop's main thread, one task that the phone
 * Lighthouse simulates runs ten times slower (decision 0159).
 */
const js = (value: unknown) => JSON.stringify(value);
export const SHELL_GUARD_SCRIPT =
  `(function(){var d=document.documentElement,K=${js(PREFERENCE_KEYS)},L=${js(LANGUAGES)},l,c,n,i,p;try{l=localStorage.getItem(K.language);c=localStorage.getItem(K.country)}catch(e){}` +
  `if(L.indexOf(l)<0){l=${js(DEFAULT_PREFERENCES.language)};n=navigator.languages||[];for(i=0;i<n.length;i++){p=String(n[i]).toLowerCase().split("-")[0];if(L.indexOf(p)>=0){l=p;break}}}` +
  `if(${js(COUNTRIES)}.indexOf(c)<0)c=${js(DEFAULT_PREFERENCES.country)};var a=${js(`; ${PREFERENCE_COOKIE_ATTRIBUTES}`)};document.cookie=K.language+"="+l+a;document.cookie=K.country+"="+encodeURIComponent(c)+a;` +
  'p=d.getAttribute("data-shell-lang");if(p&&(p!==l||d.getAttribute("data-shell-country")!==c))d.className+=" no-shell";' +
  'document.addEventListener("DOMContentLoaded",function(){var e=document.querySelector("link[data-app-entry]");if(!e)return;' +
  'var s=function(b){import(e.href);var q=[].slice.call(document.querySelectorAll("link[data-app-chunk]")),h=function(){var f=document.createDocumentFragment();' +
  'q.splice(0,b).forEach(function(k){var m=document.createElement("link");m.rel="modulepreload";m.crossOrigin="";m.href=k.href;f.appendChild(m)});document.head.appendChild(f);if(q.length)setTimeout(h,0)};h()};' +
  'if(document.visibilityState==="hidden")s(1e9);else requestAnimationFrame(function(){setTimeout(function(){s(4)},0)})})})()';

/** The guard's hash, for the Content-Security-Policy (no other inline script is allowed). */
export const SHELL_GUARD_HASH = `'sha256-${createHash('sha256').update(SHELL_GUARD_SCRIPT).digest('base64')}'`;
