import { describe, expect, it } from 'vitest';
import { ar } from './ar.ts';
import { en } from './en.ts';

/** Every text of a catalogue by its dotted key. */
function texts(node: unknown, prefix = ''): Map<string, string> {
  if (typeof node === 'string') return new Map([[prefix, node]]);
  return new Map(Object.entries(node as object).flatMap(([key, value]) => [...texts(value, prefix ? `${prefix}.${key}` : key)]));
}
const english = texts(en);
const arabic = texts(ar);
/** Arabic counts with forms English does not have (years_few); their English counterpart is the _other form. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '_other');
const values = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the server catalogue', () => {
  it('has the same keys in English and Arabic (Arabic adds only plural forms)', () => {
    expect([...english.keys()].filter((key) => !arabic.has(key))).toEqual([]);
    expect([...arabic.keys()].filter((key) => !english.has(key) && !english.has(base(key)))).toEqual([]);
  });

  it('uses the same {{values}} in both languages', () => {
    for (const [key, text] of arabic) {
      const counterpart = english.get(key) ?? english.get(base(key));
      expect(values(text), key).toEqual(values(counterpart ?? ''));
    }
  });
});
