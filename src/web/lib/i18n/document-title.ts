import { useEffect } from 'react';
import { useTranslation } from './i18n.ts';

/**
 * The browser tab's title for a page: "Businesses · Dealbridge". Set again after a change of language, which
 * resets the title to the default first (lib/i18n/i18n.ts); the default comes back on leaving, so the home page
 * (which keeps it, and must not import this module: its bundle has no room for it, decision 0083) never shows
 * the page before it.
 */
export function useDocumentTitle(title: string): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    document.title = `${title} · Dealbridge`;
    return () => {
      document.title = i18n.t('common.documentTitle');
    };
  }, [title, i18n]);
}
