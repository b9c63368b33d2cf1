import { describe, expect, it } from 'vitest';
import { REGIONS } from '../enums.ts';
import { searchTerms } from './search-terms.ts';
import { SECTORS } from '../taxonomy.ts';

const expansionsOf = (typed: string) => searchTerms(typed).expansions;

describe('searchTerms', () => {
  it('keeps the typed text lower-cased and trimmed, with single spaces', () => {
    expect(searchTerms('  Coffee   Roasters ')).toEqual({
      text: 'coffee roasters',
      expansions: ['food beverage'],
      parts: [
        { typed: 'coffee', means: 'food beverage', region: null, sector: 'food_beverage' },
        { typed: 'roasters', means: null, region: null, sector: null },
      ],
    });
    expect(searchTerms('Falcon Holdings').parts.map((part) => part.typed)).toEqual(['falcon', 'holdings']);
    expect(searchTerms('')).toEqual({ text: '', expansions: [], parts: [] });
  });

  it('maps cities and country aliases to their region, whatever the case', () => {
    expect(expansionsOf('Dubai')).toEqual(['uae']);
    expect(expansionsOf('ABU DHABI')).toEqual(['uae']);
    expect(expansionsOf('sharjah')).toEqual(['uae']);
    expect(expansionsOf('United Arab Emirates')).toEqual(['uae']);
    expect(expansionsOf('U.A.E.')).toEqual(['uae']);
    expect(expansionsOf('KSA')).toEqual(['saudi arabia']);
    expect(expansionsOf('riyadh')).toEqual(['saudi arabia']);
    expect(expansionsOf('Jeddah')).toEqual(['saudi arabia']);
    expect(expansionsOf('Saudi')).toEqual(['saudi arabia']);
    expect(expansionsOf('Doha')).toEqual(['qatar']);
    expect(expansionsOf('Manama')).toEqual(['bahrain']);
    expect(expansionsOf('Muscat')).toEqual(['oman']);
    expect(expansionsOf('Kuwait City')).toEqual(['kuwait']);
    expect(expansionsOf('London')).toEqual(['uk']);
    expect(expansionsOf('United Kingdom')).toEqual(['uk']);
    expect(expansionsOf('England')).toEqual(['uk']);
    expect(expansionsOf('Bengaluru')).toEqual(['india']);
    expect(expansionsOf('Mumbai')).toEqual(['india']);
    expect(expansionsOf('Singapore')).toEqual(['singapore']);
  });

  it('maps Arabic place names, with or without the article, vowel marks or hamza', () => {
    expect(expansionsOf('دبي')).toEqual(['uae']);
    expect(expansionsOf('أبوظبي')).toEqual(['uae']);
    expect(expansionsOf('ابو ظبي')).toEqual(['uae']);
    expect(expansionsOf('الإمارات')).toEqual(['uae']);
    expect(expansionsOf('الامارات')).toEqual(['uae']);
    expect(expansionsOf('الرياض')).toEqual(['saudi arabia']);
    expect(expansionsOf('بالرياض')).toEqual(['saudi arabia']);
    expect(expansionsOf('رياض')).toEqual(['saudi arabia']);
    expect(expansionsOf('جدة')).toEqual(['saudi arabia']);
    expect(expansionsOf('جده')).toEqual(['saudi arabia']);
    expect(expansionsOf('السعودية')).toEqual(['saudi arabia']);
    expect(expansionsOf('المملكة العربية السعودية')).toEqual(['saudi arabia']);
    expect(expansionsOf('الدوحة')).toEqual(['qatar']);
    expect(expansionsOf('قطر')).toEqual(['qatar']);
    expect(expansionsOf('لندن')).toEqual(['uk']);
    expect(expansionsOf('المملكة المتحدة')).toEqual(['uk']);
    expect(expansionsOf('مومباي')).toEqual(['india']);
    expect(expansionsOf('الهند')).toEqual(['india']);
  });

  it('maps everyday industry words in English and Arabic to the sector words of search text', () => {
    expect(expansionsOf('coffee')).toEqual(['food beverage']);
    expect(expansionsOf('Cafe')).toEqual(['food beverage']);
    expect(expansionsOf('restaurants')).toEqual(['food beverage']);
    expect(expansionsOf('Food & Beverage')).toEqual(['food beverage']);
    expect(expansionsOf('مطعم')).toEqual(['food beverage']);
    expect(expansionsOf('مقهى')).toEqual(['food beverage']);
    expect(expansionsOf('أغذية')).toEqual(['food beverage']);
    expect(expansionsOf('SaaS')).toEqual(['technology']);
    expect(expansionsOf('software')).toEqual(['technology']);
    expect(expansionsOf('تقنية')).toEqual(['technology']);
    expect(expansionsOf('clinics')).toEqual(['healthcare']);
    expect(expansionsOf('صحة')).toEqual(['healthcare']);
    expect(expansionsOf('freight')).toEqual(['logistics']);
    expect(expansionsOf('لوجستية')).toEqual(['logistics']);
    expect(expansionsOf('hotel')).toEqual(['hospitality']);
    expect(expansionsOf('فندق')).toEqual(['hospitality']);
    expect(expansionsOf('schools')).toEqual(['education']);
    expect(expansionsOf('تعليم')).toEqual(['education']);
    expect(expansionsOf('solar')).toEqual(['energy']);
    expect(expansionsOf('طاقة')).toEqual(['energy']);
    expect(expansionsOf('factories')).toEqual(['manufacturing']);
    expect(expansionsOf('تصنيع')).toEqual(['manufacturing']);
    expect(expansionsOf('shop')).toEqual(['retail']);
    expect(expansionsOf('تجزئة')).toEqual(['retail']);
    expect(expansionsOf('fintech')).toEqual(['finance']);
    expect(expansionsOf('تمويل')).toEqual(['finance']);
    expect(expansionsOf('Real Estate')).toEqual(['real estate']);
    expect(expansionsOf('properties')).toEqual(['real estate']);
    expect(expansionsOf('عقارات')).toEqual(['real estate']);
  });

  it('reads every alias of a typed phrase, each meaning once, in typed order', () => {
    expect(expansionsOf('coffee shop in Dubai')).toEqual(['food beverage', 'retail', 'uae']);
    expect(expansionsOf('مقهى في الرياض')).toEqual(['food beverage', 'saudi arabia']);
    expect(expansionsOf('Dubai, Abu Dhabi and Sharjah')).toEqual(['uae']);
  });

  it('splits the text into parts, each once, leaving connectives out', () => {
    const partsOf = (typed: string) => searchTerms(typed).parts.map((part) => part.means ?? part.typed);
    expect(partsOf('cofee')).toEqual(['cofee']);
    expect(partsOf('Dubai')).toEqual(['uae']);
    expect(partsOf('cofee roasters in Riyadh')).toEqual(['cofee', 'roasters', 'saudi arabia']);
    expect(partsOf('مقهى قرب الرياض')).toEqual(['food beverage', 'saudi arabia']);
    expect(partsOf('Dubai, Abu Dhabi and Sharjah')).toEqual(['uae']);
    expect(partsOf('Dune Couriers, Oman!')).toEqual(['dune', 'logistics', 'oman']);
    expect(searchTerms('Abu Dhabi').parts).toEqual([{ typed: 'abu dhabi', means: 'uae', region: 'UAE', sector: null }]);
    expect(searchTerms('الرياض').parts).toEqual([{ typed: 'الرياض', means: 'saudi arabia', region: 'Saudi Arabia', sector: null }]);
    expect(searchTerms('عقارات').parts).toEqual([{ typed: 'عقارات', means: 'real estate', region: null, sector: 'real_estate' }]);
  });

  it('leaves words that merely contain an alias alone', () => {
    expect(expansionsOf('woman-led')).toEqual([]);
    expect(expansionsOf('sukuk')).toEqual([]);
    expect(expansionsOf('Indianapolis')).toEqual([]);
  });

  it('only ever expands to words the search text holds for a region or a sector', () => {
    const words = new Set([...REGIONS, ...SECTORS].map((value) => value.toLowerCase().replaceAll('_', ' ')));
    for (const typed of ['dubai', 'ksa', 'coffee', 'الرياض', 'hospital', 'real estate', 'london', 'doha']) {
      for (const word of expansionsOf(typed)) {
        expect(words).toContain(word);
        expect(word).toMatch(/^[a-z ]+$/);
      }
    }
  });
});

describe('what carries no meaning', () => {
  it('keeps no lone letter or digit as a part, so SQL-looking input matches only as the whole text', () => {
    expect(searchTerms("' OR '1'='1").parts).toEqual([]);
    expect(searchTerms('unit 7 coffee').parts.map((p) => p.typed)).toEqual(['unit', 'coffee']);
  });
});
