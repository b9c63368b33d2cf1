import { describe, expect, it } from 'vitest';
import { buildTermRows, cosine, denseQuery, rowDot, sharedTerms, TextCorpus, TextMemo, textModelOf, tokenize, vectorize, WEIGHT_STEPS } from './text-affinity.ts';

const length = (weights: Uint16Array) => Math.sqrt(weights.reduce((sum, w) => sum + (w / WEIGHT_STEPS) ** 2, 0));

describe('tokenising profile text', () => {
  it('lower-cases, splits on punctuation and drops short words, stop words and bare numbers', () => {
    expect(tokenize('We invest in B2B SaaS, cold-chain & AI (since 2015)!')).toEqual(['b2b', 'saas', 'cold', 'chain']);
  });
  it('folds plurals so "clinics" meets "clinic", but keeps words whose s is not a plural', () => {
    expect(tokenize('Clinics pharmacies logistics series glass')).toEqual(['clinic', 'pharmacy', 'logistics', 'series', 'glass']);
  });
  it('keeps letters of other scripts', () => {
    expect(tokenize('خدمات لوجستية')).toEqual(['خدمات', 'لوجستية']);
  });
  it('gives nothing for missing text', () => {
    expect(tokenize(null)).toEqual([]);
    expect(tokenize('')).toEqual([]);
  });
});

describe('TF-IDF vectors and cosine similarity', () => {
  const model = textModelOf(['cold chain logistics', 'cloud software', 'logistics fleet', 'dairy farm']);

  it('gives rarer words more weight', () => {
    const rare = model.idf[model.vocabulary.get('fleet')!]!;
    const common = model.idf[model.vocabulary.get('logistics')!]!;
    expect(rare).toBeGreaterThan(common);
  });
  it('makes unit-length vectors with ascending term ids', () => {
    const vector = vectorize('logistics fleet fleet cold', model)!;
    // Each weight is rounded to a step of 1/65535: the length is 1 to within a few steps.
    expect(length(vector.weights)).toBeCloseTo(1, 4);
    expect([...vector.ids]).toEqual([...vector.ids].sort((a, b) => a - b));
  });
  it('scores the same text 1, unrelated text 0, overlapping text in between', () => {
    const a = vectorize('cold chain logistics', model)!;
    expect(cosine(a, vectorize('cold chain logistics', model)!)).toBeCloseTo(1, 4);
    expect(cosine(a, vectorize('cloud software', model)!)).toBe(0);
    const partial = cosine(a, vectorize('logistics fleet', model)!);
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(1);
  });
  it('lets a word the corpus never saw lengthen the vector without matching anything', () => {
    const known = vectorize('logistics', model)!;
    const withUnknown = vectorize('logistics zanzibar', model)!;
    expect(withUnknown.ids).toEqual(known.ids);
    expect(withUnknown.weights[0]).toBeLessThan(known.weights[0]!);
  });
  it('has no vector for text without usable words', () => {
    expect(vectorize('the and of', model)).toBeNull();
  });
  it('names the shared words that weigh most', () => {
    const a = vectorize('cold chain logistics fleet', model)!;
    const b = vectorize('fleet logistics dairy', model)!;
    expect(sharedTerms(a, b, model)).toEqual(['fleet', 'logistics']);
  });
  it('computes a row against a dense query exactly as the pairwise cosine does', () => {
    const texts = ['cold chain logistics', 'logistics fleet fleet', 'dairy farm', 'nothing known here'];
    const vectors = texts.map((t) => vectorize(t, model));
    const query = vectorize('fleet logistics cold dairy', model)!;
    const dense = denseQuery(query, model.terms.length);
    // Term ids in 16 bits for a vocabulary that fits, in 32 bits beyond; the same sums either way.
    const narrow = buildTermRows(vectors, model.terms.length);
    const wide = buildTermRows(vectors, 0x10001);
    expect(narrow.terms).toBeInstanceOf(Uint16Array);
    expect(wide.terms).toBeInstanceOf(Int32Array);
    for (const rows of [narrow, wide]) vectors.forEach((vector, row) => expect(rowDot(rows, row, dense)).toBe(cosine(query, vector!)));
  });
});

describe('the incremental corpus', () => {
  it('gives the same statistics as a fresh build after adds and removes', () => {
    const corpus = new TextCorpus();
    corpus.add('cold chain logistics');
    corpus.add('cloud software');
    corpus.add('dairy farm');
    corpus.remove('cloud software');
    corpus.add('cloud payments');
    const fresh = textModelOf(['cold chain logistics', 'dairy farm', 'cloud payments']);
    const incremental = corpus.model();
    expect(incremental.terms).toEqual(fresh.terms);
    expect([...incremental.idf]).toEqual([...fresh.idf]);
    expect(incremental.documentCount).toBe(3);
  });
});

describe('TextMemo', () => {
  it('returns what vectorize and tokenize return, working each text out once while it is kept', () => {
    const model = textModelOf(['cold chain logistics software', 'dairy farms and cold storage', 'solar power plants']);
    const memo = new TextMemo(model, 2);
    for (const text of ['cold chain software', 'solar dairy', '', 'cold chain software']) {
      expect(memo.vector(text)).toEqual(vectorize(text, model));
      expect([...memo.words(text)]).toEqual([...new Set(tokenize(text))]);
    }
    expect(memo.vector('solar dairy')).toBe(memo.vector('solar dairy'));
    // Over its capacity it forgets the oldest text and works it out again, the same.
    memo.vector('another text');
    memo.vector('and one more');
    expect(memo.vector('solar dairy')).toEqual(vectorize('solar dairy', model));
  });
});
