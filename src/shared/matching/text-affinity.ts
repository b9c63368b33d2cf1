// TF-IDF text affinity: tokens → sparse unit vectors over a corpus vocabulary → cosine similarity.
// A vector's weights are whole steps of 1/65535 (16 bits each, half the memory of the largest snapshot column as
// floats, decision 0238), so a dot product is a sum of integers: exact, the same in any order, and the rankers'
// row-by-row path (rowDot) and the pairwise path (cosine) give bit-identical results.

const MIN_TOKEN_LENGTH = 3;

// English function words plus words every profile on a deal marketplace uses.
const STOP_WORDS = new Set(
  `about above after again against all also among and any are around because been before being below between both
  but can could did does doing down during each either etc every few for from further had has have having her here
  hers him his how into its itself just like make many may more most much must near not now off once only other
  our ours out over own per same she should since some such than that the their theirs them then there these they
  this those through too under until upon very via was way we well were what when where which while who whom why
  will with within would yet you your yours
  business company firm invest investing investment investor looking opportunity seek seeking year`
    .split(/\s+/)
    .filter(Boolean),
);
// Words whose trailing s is not a plural.
const KEEP_S = new Set(['series', 'species', 'news', 'gas', 'bus', 'saas', 'paas', 'logistics', 'physics', 'economics']);

function singular(word: string): string {
  if (KEEP_S.has(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower-case words of three letters or more, plurals folded, stop words and bare numbers dropped. */
export function tokenize(text: string | null | undefined): string[] {
  if (!text) return [];
  const tokens: string[] = [];
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < MIN_TOKEN_LENGTH || STOP_WORDS.has(raw) || /^\p{N}+$/u.test(raw)) continue;
    const token = singular(raw);
    if (!STOP_WORDS.has(token)) tokens.push(token);
  }
  return tokens;
}

/** A frozen view of corpus statistics: term ids (alphabetical) and their inverse document frequency. */
export interface TextModel {
  readonly documentCount: number;
  readonly vocabulary: ReadonlyMap<string, number>;
  readonly terms: readonly string[];
  readonly idf: Float64Array;
  /** Weight of a term the corpus never saw: it counts in a vector's length but can match nothing. */
  readonly unknownIdf: number;
}

const idfOf = (documents: number, frequency: number) => Math.log((documents + 1) / (frequency + 1)) + 1;

/** Document frequencies, kept up to date as profiles are added, edited or removed. */
export class TextCorpus {
  private readonly frequency = new Map<string, number>();
  private documents = 0;

  get documentCount(): number {
    return this.documents;
  }

  add(text: string | null | undefined): void {
    this.documents += 1;
    for (const term of new Set(tokenize(text))) this.frequency.set(term, (this.frequency.get(term) ?? 0) + 1);
  }

  /** Undo an earlier `add` of the same text (an edited profile is a remove then an add). */
  remove(text: string | null | undefined): void {
    this.documents = Math.max(0, this.documents - 1);
    for (const term of new Set(tokenize(text))) {
      const left = (this.frequency.get(term) ?? 0) - 1;
      if (left > 0) this.frequency.set(term, left);
      else this.frequency.delete(term);
    }
  }

  model(): TextModel {
    const terms = [...this.frequency.keys()].sort();
    const idf = new Float64Array(terms.length);
    const vocabulary = new Map<string, number>();
    terms.forEach((term, id) => {
      vocabulary.set(term, id);
      idf[id] = idfOf(this.documents, this.frequency.get(term) ?? 0);
    });
    return { documentCount: this.documents, vocabulary, terms, idf, unknownIdf: idfOf(this.documents, 0) };
  }
}

export function textModelOf(documents: Iterable<string | null | undefined>): TextModel {
  const corpus = new TextCorpus();
  for (const document of documents) corpus.add(document);
  return corpus.model();
}

/** The steps of a weight: a unit vector's component w is stored as round(w × WEIGHT_STEPS). */
export const WEIGHT_STEPS = 0xffff;
const STEPS_SQUARED = WEIGHT_STEPS * WEIGHT_STEPS;

/** Unit-length TF-IDF vector (sublinear term frequency) with term ids ascending, its weights in steps of 1/WEIGHT_STEPS. */
export interface TermVector {
  readonly ids: Int32Array;
  readonly weights: Uint16Array;
}

/** The vector of a text, or null when it has no usable word (missing text scores neutral, not zero). */
export function vectorize(text: string | null | undefined, model: TextModel): TermVector | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  let squares = 0;
  const known: [id: number, weight: number][] = [];
  for (const [term, count] of counts) {
    const id = model.vocabulary.get(term);
    const weight = (1 + Math.log(count)) * (id === undefined ? model.unknownIdf : (model.idf[id] as number));
    squares += weight * weight;
    if (id !== undefined) known.push([id, weight]);
  }
  known.sort((a, b) => a[0] - b[0]);
  const length = Math.sqrt(squares);
  return {
    ids: Int32Array.from(known, ([id]) => id),
    weights: Uint16Array.from(known, ([, weight]) => Math.round((weight / length) * WEIGHT_STEPS)),
  };
}

/**
 * The vectors and word sets of texts under one model, each worked out once: a screen of cards scores the same
 * profiles' texts again and again (the reader's own on every card, each card's on every page and every
 * visit), and tokenising is most of a pair's cost. What it returns is what `vectorize` and `tokenize` return
 * for the same text, so a score computed through it is the same to the bit. Holds at most `capacity` texts of
 * each kind, forgetting the oldest first; keep one per model (a snapshot), never one for several.
 */
export class TextMemo {
  private readonly vectors = new Map<string, TermVector | null>();
  private readonly wordSets = new Map<string, ReadonlySet<string>>();

  constructor(
    readonly model: TextModel,
    private readonly capacity = 20_000,
  ) {}

  /** `vectorize(text, model)`, computed once per text. */
  vector(text: string): TermVector | null {
    let vector = this.vectors.get(text);
    if (vector === undefined) {
      vector = vectorize(text, this.model);
      remember(this.vectors, text, vector, this.capacity);
    }
    return vector;
  }

  /** `new Set(tokenize(text))`, computed once per text. */
  words(text: string): ReadonlySet<string> {
    let words = this.wordSets.get(text);
    if (words === undefined) {
      words = new Set(tokenize(text));
      remember(this.wordSets, text, words, this.capacity);
    }
    return words;
  }
}

function remember<V>(map: Map<string, V>, key: string, value: V, capacity: number): void {
  if (map.size >= capacity) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

/** Cosine similarity of two unit vectors: a merge of their ascending ids, summing whole steps. */
export function cosine(a: TermVector, b: TermVector): number {
  let sum = 0;
  let i = 0;
  let j = 0;
  while (i < a.ids.length && j < b.ids.length) {
    const x = a.ids[i] as number;
    const y = b.ids[j] as number;
    if (x === y) sum += (a.weights[i++] as number) * (b.weights[j++] as number);
    else if (x < y) i++;
    else j++;
  }
  return sum / STEPS_SQUARED;
}

/** The shared words that weigh most in the similarity, for the reason a user reads. */
export function sharedTerms(a: TermVector, b: TermVector, model: TextModel, limit = 3): string[] {
  const shared: [term: string, weight: number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.ids.length && j < b.ids.length) {
    const x = a.ids[i] as number;
    const y = b.ids[j] as number;
    if (x === y) shared.push([model.terms[x] as string, (a.weights[i++] as number) * (b.weights[j++] as number)]);
    else if (x < y) i++;
    else j++;
  }
  return shared.sort((p, q) => q[1] - p[1] || p[0].localeCompare(q[0])).slice(0, limit).map(([term]) => term);
}

/** Many vectors in compressed rows (CSR): row r's terms are terms[start[r]] … terms[start[r + 1] - 1]. */
export interface TermRows {
  readonly start: Int32Array;
  /** 16-bit while the vocabulary allows (half the memory of the largest column at 100,000 profiles). */
  readonly terms: Uint16Array | Int32Array;
  readonly weights: Uint16Array;
}

/** The vectors' rows one after the other; `vocabularySize` is the model's, which every term id is below. */
export function buildTermRows(vectors: readonly (TermVector | null)[], vocabularySize: number): TermRows {
  const start = new Int32Array(vectors.length + 1);
  vectors.forEach((vector, row) => {
    start[row + 1] = (start[row] as number) + (vector?.ids.length ?? 0);
  });
  const length = start[vectors.length] as number;
  const terms = vocabularySize <= 0x10000 ? new Uint16Array(length) : new Int32Array(length);
  const weights = new Uint16Array(terms.length);
  vectors.forEach((vector, row) => {
    if (!vector) return;
    terms.set(vector.ids, start[row]);
    weights.set(vector.weights, start[row]);
  });
  return { start, terms, weights };
}

/** The vector spread over an array indexed by term id, so a ranker computes one row's cosine by walking that row only. */
export function denseQuery(vector: TermVector | null, vocabularySize: number): Uint16Array {
  const dense = new Uint16Array(vocabularySize);
  if (vector) vector.ids.forEach((id, k) => (dense[id] = vector.weights[k] as number));
  return dense;
}

/**
 * Row · query. Walks the row's ids, adding zero for each word the query lacks: a sum of the same whole
 * products as `cosine` of the same two vectors, so the two agree to the last bit.
 */
export function rowDot(rows: TermRows, row: number, query: Uint16Array): number {
  const { terms, weights } = rows;
  const end = rows.start[row + 1] as number;
  let sum = 0;
  for (let p = rows.start[row] as number; p < end; p++) sum += (query[terms[p] as number] as number) * (weights[p] as number);
  return sum / STEPS_SQUARED;
}
