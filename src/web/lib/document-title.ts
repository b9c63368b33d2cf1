import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The browser tab's title for a page: "Businesses · Dealbridge". Set again after a change of language, which
 * resets the title to the default first (lib/i18n.ts); nothing is restored on leaving, the next page sets its
 * own. The home page keeps the default (common.documentTitle) and must not import this module: its bundle has
 * no room for it (decision 0083).
 */
export function useDocumentTitle(title: string): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    document.title = `${title} · Dealbridge`;
  }, [title, i18n.language]);
}
