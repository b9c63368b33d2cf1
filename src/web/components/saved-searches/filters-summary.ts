import type { TFunction } from 'i18next';
import type { SavedSearchFilters } from '#shared/saved-searches/saved-searches.ts';

/** Which enumeration words a filter's value, by the filter's name (the discovery screens' own keys fall back to the value). */
const ENUM_GROUP: Record<string, string> = {
  industry: 'industry', category: 'industry', stage: 'businessStage', size: 'sizeBand', region: 'region', involvement: 'involvement',
};

/** "Technology · UAE · “coffee”": the filters of a search in the reader's words, for its name and its summary. */
export function summariseFilters(t: TFunction, filters: SavedSearchFilters): string {
  const parts = Object.entries(filters)
    .filter(([key]) => key !== 'currency')
    .map(([key, value]) => {
      if (key === 'search') return t('searches.searchText', { text: String(value) });
      const group = ENUM_GROUP[key];
      const word = group ? t(`enums.${group}.${String(value)}`, { defaultValue: '' }) : '';
      return word || String(value);
    });
  return parts.join(' · ');
}
