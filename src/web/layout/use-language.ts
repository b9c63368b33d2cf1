import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Language } from '../../shared/enums.ts';
import { useAuth } from '../lib/auth.tsx';
import { applyLanguage, browserLanguage, i18next, languageOf, rememberLanguage, storedLanguage } from '../lib/i18n.ts';

/** An account this recent was just created in this browser, in the language shown while registering. */
const NEW_ACCOUNT_MS = 10 * 60 * 1000;
// Read once per change of account (below), so the clock cannot make renders disagree.
const isJustCreated = (createdAt: string) => Date.now() - Date.parse(createdAt) < NEW_ACCOUNT_MS;

// The last choice made in this tab, shared by every switcher on the page (header and phone menu) and
// remembered per account, so that signing in as someone else shows their language.
type TabChoice = { userId: string | null; language: Language } | null;
let tabChoice: TabChoice = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
function setTabChoice(next: TabChoice) {
  tabChoice = next;
  for (const listener of listeners) listener();
}

/**
 * The interface language: the user's saved one when signed in, else this browser's choice, else the
 * browser's preferred language. Like useCountry; the language is also applied to the page here.
 */
export function useLanguage(): [Language, (language: Language) => void] {
  const { user, updateMe } = useAuth();
  const choice = useSyncExternalStore(subscribe, () => tabChoice, () => tabChoice);
  const userId = user?.id ?? null;

  // Someone who registers in Arabic keeps Arabic: an account created in this tab a moment ago adopts
  // the language that was shown (state adjusted while rendering, as React advises for changed inputs).
  const [account, setAccount] = useState<{ userId: string | null; adopt: Language | null }>({ userId, adopt: null });
  if (account.userId !== userId) {
    const shown = languageOf(i18next.language);
    const isNew = user !== null && isJustCreated(user.created_at);
    setAccount({ userId, adopt: account.userId === null && isNew && shown !== user.language ? shown : null });
  }
  const adopted = account.userId === userId ? account.adopt : null;
  const language = choice && choice.userId === userId ? choice.language : (adopted ?? user?.language ?? storedLanguage() ?? browserLanguage());

  const save = (next: Language) => {
    // Spec (as for the country): a failed save is only logged; the choice stays.
    updateMe({ language: next }).catch((error: unknown) => console.error('Saving the language failed', error));
  };

  useEffect(() => {
    // Both switchers see the new account; the first one records the adopted language, once.
    if (!adopted || (tabChoice?.userId === userId && tabChoice.language === adopted)) return;
    setTabChoice({ userId, language: adopted });
    save(adopted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save() is a new function each render; it runs per adoption
  }, [adopted, userId]);

  useEffect(() => {
    applyLanguage(language).then(
      () => rememberLanguage(language),
      (error: unknown) => console.error('Switching the language failed', error),
    );
  }, [language]);

  const choose = (next: Language) => {
    setTabChoice({ userId, language: next });
    rememberLanguage(next);
    if (user) save(next);
  };
  return [language, choose];
}
