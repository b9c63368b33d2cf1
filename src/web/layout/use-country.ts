import { useState, useSyncExternalStore } from 'react';
import { COUNTRIES, DEFAULT_COUNTRY, type Country } from '../../shared/enums.ts';
import { useAuth } from '../lib/auth.tsx';
import { setPreferenceCookie } from '../lib/preference-cookie.ts';

export const COUNTRY_STORAGE_KEY = 'dealbridge.country';

function storedCountry(): Country {
  try {
    const value = localStorage.getItem(COUNTRY_STORAGE_KEY);
    return COUNTRIES.find((c) => c === value) ?? DEFAULT_COUNTRY;
  } catch {
    return DEFAULT_COUNTRY;
  }
}

// Every useCountry on the page follows a choice made in the header (the listings' converted figures do).
const listeners = new Set<() => void>();
let choices = 0;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The header's country: the user's saved one when signed in, else this browser's choice (default UAE). */
export function useCountry(): [Country, (country: Country) => void] {
  const { user, updateMe } = useAuth();
  // The last choice made in this tab, remembered per account so that signing in as someone else shows their country.
  const [choice, setChoice] = useState<{ userId: string | null; country: Country } | null>(null);
  const userId = user?.id ?? null;
  useSyncExternalStore(subscribe, () => choices, () => choices);
  const country = choice && choice.userId === userId ? choice.country : (user?.country ?? storedCountry());

  const choose = (next: Country) => {
    setChoice({ userId, country: next });
    try {
      localStorage.setItem(COUNTRY_STORAGE_KEY, next);
      setPreferenceCookie(COUNTRY_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice still holds for this page.
    }
    choices += 1;
    for (const listener of listeners) listener();
    // Spec: a failed save is only logged; the choice stays.
    if (user) updateMe({ country: next }).catch((error: unknown) => console.error('Saving the country failed', error));
  };
  return [country, choose];
}
