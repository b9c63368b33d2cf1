// What a search box's text becomes (issue 20, "search that forgives"): the text itself, cleaned, and its
// parts, each a word or an alias, in English or Arabic, of a region ("Dubai", "KSA", "الرياض") or a sector
// ("coffee", "مطعم"). An alias comes with the region or sector it stands for and that value's word in the
// profiles' search text ('uae', 'saudi arabia', 'food beverage'; migration 0018).
import { REGIONS, type Region } from '../enums.ts';
import { SECTORS, type Sector } from '../taxonomy.ts';

/** One thing the typed text asks for: a word, or an alias and the region or sector it stands for. */
export interface SearchPart {
  /** The typed word, or the words of an alias phrase ("abu dhabi"). */
  typed: string;
  /** The search-text word the alias stands for ("uae", "food beverage"); null for a word no alias reads (which may hold a typo). */
  means: string | null;
  region: Region | null;
  sector: Sector | null;
}

export interface SearchTerms {
  /** What was typed, lower-cased, trimmed, with runs of spaces made one. */
  text: string;
  /** The search-text words the typed place names and industry words stand for, each once, in typed order. */
  expansions: string[];
  /** What the text asks for, part by part, each once, connectives ("in", "near", "في") left out. */
  parts: SearchPart[];
}

const REGION_ALIASES: Readonly<Record<Region, readonly string[]>> = {
  'Saudi Arabia': [
    'saudi arabia', 'saudi', 'ksa', 'kingdom of saudi arabia', 'riyadh', 'jeddah', 'jedda', 'dammam', 'khobar', 'al khobar',
    'riyad', 'jiddah', 'mecca', 'makkah', 'medina', 'madinah', 'neom',
    'السعودية', 'المملكة العربية السعودية', 'الرياض', 'جدة', 'الدمام', 'الخبر', 'مكة', 'مكة المكرمة', 'المدينة المنورة',
  ],
  UAE: [
    'uae', 'u a e', 'emirates', 'united arab emirates', 'dubai', 'abu dhabi', 'abudhabi', 'sharjah', 'ajman', 'fujairah',
    'ras al khaimah',
    'الإمارات', 'الإمارات العربية المتحدة', 'دبي', 'أبوظبي', 'أبو ظبي', 'الشارقة', 'عجمان', 'الفجيرة', 'رأس الخيمة',
  ],
  Qatar: ['qatar', 'doha', 'قطر', 'الدوحة'],
  Bahrain: ['bahrain', 'manama', 'البحرين', 'المنامة'],
  // عمان without vowel marks is also Amman, which is no region of ours: Oman is the one meant here.
  Oman: ['oman', 'muscat', 'salalah', 'سلطنة عمان', 'عمان', 'مسقط', 'صلالة'],
  Kuwait: ['kuwait', 'kuwait city', 'الكويت', 'مدينة الكويت'],
  UK: [
    'uk', 'u k', 'united kingdom', 'britain', 'great britain', 'england', 'scotland', 'wales', 'london', 'manchester',
    'birmingham', 'edinburgh',
    'المملكة المتحدة', 'بريطانيا', 'إنجلترا', 'انكلترا', 'لندن', 'مانشستر',
  ],
  Singapore: ['singapore', 'سنغافورة'],
  India: [
    'india', 'mumbai', 'bombay', 'bengaluru', 'bangalore', 'delhi', 'new delhi', 'chennai', 'hyderabad', 'pune', 'kolkata',
    'الهند', 'مومباي', 'دلهي', 'نيودلهي', 'بنغالور', 'حيدر أباد',
  ],
};

const SECTOR_ALIASES: Readonly<Record<Sector, readonly string[]>> = {
  technology: [
    'technology', 'tech', 'software', 'saas', 'cybersecurity',
    'تقنية', 'التقنية', 'تكنولوجيا', 'برمجيات', 'تطبيقات',
  ],
  manufacturing: [
    'manufacturing', 'manufacturer', 'factory', 'industrial', 'fabrication',
    'تصنيع', 'مصنع', 'مصانع', 'صناعة',
  ],
  retail: ['retail', 'retailer', 'shop', 'store', 'supermarket', 'تجزئة', 'تجارة التجزئة', 'متجر', 'متاجر', 'محل'],
  healthcare: [
    'healthcare', 'health care', 'health', 'hospital', 'clinic', 'medical', 'pharmacy', 'dental',
    'صحة', 'صحية', 'الرعاية الصحية', 'مستشفى', 'عيادة', 'طبي', 'صيدلية',
  ],
  real_estate: ['real estate', 'property', 'realty', 'عقارات', 'عقار', 'عقاري'],
  finance: [
    'finance', 'financial', 'fintech', 'bank', 'banking', 'insurance', 'lending',
    'تمويل', 'مالية', 'الخدمات المالية', 'بنك', 'مصرف', 'تأمين',
  ],
  education: [
    'education', 'school', 'university', 'academy', 'training', 'tutoring',
    'تعليم', 'مدرسة', 'مدارس', 'جامعة', 'تدريب',
  ],
  hospitality: ['hospitality', 'hotel', 'resort', 'tourism', 'ضيافة', 'فندق', 'فنادق', 'سياحة', 'منتجع'],
  logistics: [
    'logistics', 'shipping', 'freight', 'warehouse', 'warehousing', 'courier', 'cargo', 'delivery', 'transport',
    'لوجستية', 'لوجستي', 'الخدمات اللوجستية', 'شحن', 'نقل', 'مستودع', 'مستودعات',
  ],
  energy: [
    'energy', 'solar', 'oil', 'gas', 'power', 'renewable', 'wind',
    'طاقة', 'الطاقة الشمسية', 'نفط', 'غاز', 'بترول',
  ],
  food_beverage: [
    'food beverage', 'food and beverage', 'f b', 'food', 'beverage', 'drink', 'coffee', 'cafe', 'café', 'restaurant',
    'bakery', 'dairy', 'juice',
    'أغذية', 'الأغذية والمشروبات', 'غذاء', 'طعام', 'مشروبات', 'مطعم', 'مطاعم', 'مقهى', 'مقاهي', 'قهوة', 'كافيه', 'مخبز',
  ],
  other: [],
};

/** The word a value has in search text: its label's words, as the trigger writes them. */
const searchWord = (value: string) => value.toLowerCase().replaceAll('_', ' ');

const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
// Prefixes a word takes in Arabic ("the", "and the", "in the", "for the"): الرياض, والرياض, بالرياض and رياض are one place.
const ARABIC_PREFIXES = ['وال', 'بال', 'فال', 'كال', 'لل', 'ال'];

/** One spelling per word: Arabic letters without vowel marks or their variant forms, and without a leading "the". */
function wordKey(word: string): string {
  if (!/[\u0600-\u06ff]/.test(word)) return word;
  // أ إ آ ٱ → ا, ى → ي, ة → ه; written as escapes, so that the server's bundle stays one byte a character (decision 0237).
  const plain = word.replace(ARABIC_MARKS, '').replace(/[\u0623\u0625\u0622\u0671]/g, 'ا').replace(/\u0649/g, 'ي').replace(/\u0629/g, 'ه');
  const prefix = ARABIC_PREFIXES.find((p) => plain.startsWith(p) && plain.length - p.length >= 2);
  return prefix ? plain.slice(prefix.length) : plain;
}

/** Words that join others and mean nothing alone: never worth a typo search. */
const CONNECTIVES = new Set(
  ['a', 'an', 'and', 'or', 'the', 'of', 'in', 'at', 'near', 'for', 'with', 'from', 'to', 'و', 'في', 'من', 'إلى', 'على', 'قرب'].map(wordKey),
);

/** The words of a text: letters and digits in any script, lower-cased. */
const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const phraseKey = (words: readonly string[]) => words.map(wordKey).join(' ');

type Meaning = Pick<SearchPart, 'means' | 'region' | 'sector'>;

function aliasIndex(): { index: Map<string, Meaning>; longest: number } {
  const index = new Map<string, Meaning>();
  let longest = 1;
  const add = (meaning: Meaning, aliases: readonly string[]) => {
    for (const alias of aliases) {
      const words = wordsOf(alias);
      const key = phraseKey(words);
      const taken = index.get(key);
      if (taken && taken.means !== meaning.means) throw new Error(`search alias "${alias}" means both ${taken.means} and ${meaning.means}`);
      index.set(key, meaning);
      longest = Math.max(longest, words.length);
    }
  };
  for (const region of REGIONS) add({ means: searchWord(region), region, sector: null }, [region, ...REGION_ALIASES[region]]);
  for (const sector of SECTORS) add({ means: searchWord(sector), region: null, sector }, SECTOR_ALIASES[sector]);
  return { index, longest };
}

const { index: ALIASES, longest: LONGEST_ALIAS } = aliasIndex();

/** What one English or Arabic word stands for, trying its singular when the plural is not listed. */
function wordMeaning(key: string): Meaning | undefined {
  const direct = ALIASES.get(key);
  if (direct || key.length <= 3 || !key.endsWith('s')) return direct;
  if (key.endsWith('ies')) return ALIASES.get(`${key.slice(0, -3)}y`);
  return ALIASES.get(key.slice(0, -1));
}

/** The search terms of what the user typed: its cleaned text, what its aliases stand for, and its parts. */
export function searchTerms(typed: string): SearchTerms {
  const text = typed.toLowerCase().trim().replace(/\s+/g, ' ');
  const words = wordsOf(text);
  const parts: SearchPart[] = [];
  const add = (part: SearchPart) => {
    if (!parts.some((p) => (part.means ? p.means === part.means : p.typed === part.typed))) parts.push(part);
  };
  for (let start = 0; start < words.length; ) {
    // The longest phrase wins: "abu dhabi", "kuwait city", "real estate" before their single words.
    let taken = 0;
    for (let length = Math.min(LONGEST_ALIAS, words.length - start); length > 0 && !taken; length--) {
      const phrase = words.slice(start, start + length);
      const meaning = length === 1 ? wordMeaning(wordKey(phrase[0] as string)) : ALIASES.get(phraseKey(phrase));
      if (meaning === undefined) continue;
      add({ typed: phrase.join(' '), ...meaning });
      taken = length;
    }
    const word = words[start] as string;
    // A lone letter or digit ("1" of "' OR '1'='1") says nothing: only the whole text may still contain it.
    if (!taken && word.length >= 2 && !CONNECTIVES.has(wordKey(word))) add({ typed: word, means: null, region: null, sector: null });
    start += taken || 1;
  }
  const expansions = parts.flatMap((part) => (part.means ? [part.means] : []));
  return { text, expansions, parts };
}
