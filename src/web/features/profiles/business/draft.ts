import type { DefaultValues } from 'react-hook-form';
import type { BusinessProfileInput } from '#shared/profiles/profiles.ts';
import { isStepNumber, type StepNumber } from './steps.ts';

// The wizard's unsent draft survives a reload; kept per user so a shared browser never mixes owners.

export interface BusinessDraft {
  step: StepNumber;
  values: DefaultValues<BusinessProfileInput>;
}

const keyOf = (userId: string) => `dealbridge:business-profile-draft:${userId}`;
const LISTS = ['business_activities', 'key_personnel', 'major_suppliers', 'major_customers'] as const;
const OBJECTS = ['basic_info', 'teaser', 'geographical_presence', 'funding_requirements', 'financial_highlights', 'investor_preferences'] as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored draft in the shape the form renders, or null (a damaged one is discarded). */
export function readDraft(userId: string): BusinessDraft | null {
  try {
    const raw = window.localStorage.getItem(keyOf(userId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isObject(parsed) || !isStepNumber(parsed.step) || !isObject(parsed.values)) return null;
    const values = parsed.values;
    if (!OBJECTS.every((k) => values[k] === undefined || isObject(values[k]))) return null;
    if (!LISTS.every((k) => values[k] === undefined || Array.isArray(values[k]))) return null;
    const branches = isObject(values.geographical_presence) ? values.geographical_presence.branches : undefined;
    if (branches !== undefined && !Array.isArray(branches)) return null;
    const wishes = isObject(values.investor_preferences) ? values.investor_preferences : {};
    if (![wishes.involvement, wishes.must_have].every((list) => list === undefined || Array.isArray(list))) return null;
    if (Array.isArray(values.key_personnel) && !values.key_personnel.every(isObject)) return null;
    return { step: parsed.step, values: values as DefaultValues<BusinessProfileInput> };
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, draft: BusinessDraft): void {
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the wizard still works, only without a draft.
  }
}

export function clearDraft(userId: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId));
  } catch {
    // As above.
  }
}
