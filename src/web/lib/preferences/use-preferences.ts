import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Country, Language, Preference, Preferences } from '#shared/preferences.ts';
import type { UpdateMeInput } from '#shared/messages/validation.ts';
import { useAuth } from '../session/auth.tsx';
import { applyLanguage, i18next, languageOf } from '../i18n/i18n.ts';
import { browserPreference, rememberPreference, setTabChoice, subscribeToChoices, tabChoice } from './preferences.ts';

// The reader's language and country, one rule for both: the last choice made in this tab (for this account),
// else the signed-in user's saved value, else this browser's choice, else the browser's language or the
// default country. A choice is kept in this browser and, when signed in, saved to the account; every hook on
// the page (header, phone menu, converted figures) follows it.

/** An account this recent was just created in this browser, in the language shown while registering. */
const NEW_ACCOUNT_MS = 10 * 60 * 1000;
// Read once per change of account (below), so the clock cannot make renders disagree.
const isJustCreated = (createdAt: string) => Date.now() - Date.parse(createdAt) < NEW_ACCOUNT_MS;

type Choose<P extends Preference> = (value: Preferences[P]) => void;

function usePreference<P extends Preference>(preference: P, adopted: Preferences[P] | null = null): [Preferences[P], Choose<P>, Choose<P>] {
  const { user, updateMe } = useAuth();
  const choice = useSyncExternalStore(subscribeToChoices, () => tabChoice(preference), () => tabChoice(preference));
  const userId = user?.id ?? null;
  const value = choice && choice.userId === userId ? choice.value : (adopted ?? user?.[preference] ?? browserPreference(preference));

  const save: Choose<P> = (next) => {
    // Spec: a failed save is only logged; the choice stays.
    updateMe({ [preference]: next } as UpdateMeInput).catch((error: unknown) => console.error(`Saving the ${preference} failed`, error));
  };
  const choose: Choose<P> = (next) => {
    setTabChoice(preference, { userId, value: next });
    rememberPreference(preference, next);
    if (user) save(next);
  };
  return [value, choose, save];
}

/** The header's country (the listings' converted figures follow it). */
export function useCountry(): [Country, (country: Country) => void] {
  const [country, choose] = usePreference('country');
  return [country, choose];
}

/** The interface language, also applied to the page here (texts, lang, dir, title). */
export function useLanguage(): [Language, (language: Language) => void] {
  const { user } = useAuth();
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
  const [language, choose, save] = usePreference('language', adopted);

  useEffect(() => {
    // Both switchers see the new account; the first one records the adopted language, once.
    const current = tabChoice('language');
    if (!adopted || (current?.userId === userId && current.value === adopted)) return;
    setTabChoice('language', { userId, value: adopted });
    save(adopted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save() is a new function each render; it runs per adoption
  }, [adopted, userId]);

  useEffect(() => {
    applyLanguage(language).then(
      () => rememberPreference('language', language),
      (error: unknown) => console.error('Switching the language failed', error),
    );
  }, [language]);

  return [language, choose];
}
