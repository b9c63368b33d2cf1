import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idAt, idColumnOf, idCount, joinIdColumns, rowOfId, rowsOfIds, type IdColumn } from './id-column.ts';

const ascending = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))].sort();
const all = (ids: IdColumn) => Array.from({ length: idCount(ids) }, (_, row) => idAt(ids, row));
const A = '0b7c1f52-9d1e-4c3a-8f00-000000000001';
const B = '0b7c1f52-9d1e-4c3a-8f00-0000000000ff';
const C = 'f0000000-0000-4000-8000-000000000000';

describe('id column', () => {
  it('holds ascending UUIDs as 16 bytes each, and gives back each id and each row', () => {
    fc.assert(
      fc.property(fc.array(fc.uuid(), { maxLength: 60 }), (raw) => {
        const ids = ascending(raw);
        const column = idColumnOf(ids);
        expect(column).toBeInstanceOf(Uint8Array);
        expect((column as Uint8Array).length).toBe(ids.length * 16);
        expect(all(column)).toEqual(ids);
        ids.forEach((id, row) => expect(rowOfId(column, id)).toBe(row));
      }),
    );
  });

  it('finds no row for an id it does not hold, or for text that is no UUID', () => {
    const column = idColumnOf([A, C]);
    expect(rowOfId(column, B)).toBe(-1);
    expect(rowOfId(column, '00000000-0000-0000-0000-000000000000')).toBe(-1);
    expect(rowOfId(column, 'ffffffff-ffff-ffff-ffff-ffffffffffff')).toBe(-1);
    expect(rowOfId(column, 'b1')).toBe(-1);
    expect(rowOfId(column, A.toUpperCase())).toBe(-1);
    expect(rowOfId(idColumnOf([]), A)).toBe(-1);
  });

  it('keeps the ids as strings when one is not a lowercase UUID or they are not ascending', () => {
    for (const ids of [['b0', 'b1'], [A, B.toUpperCase()], [C, A], [A, A]]) {
      const column = idColumnOf(ids);
      expect(column).toBe(ids);
      expect(all(column)).toEqual(ids);
      expect(rowOfId(column, ids[1] as string)).toBe(ids[0] === ids[1] ? 0 : 1);
    }
  });

  it('marks the rows of a set of ids, in either form', () => {
    const wanted = new Map([[B, 0.5], [C, 1], ['00000000-0000-4000-8000-00000000abcd', 1]]);
    expect(Array.from(rowsOfIds(idColumnOf([A, B, C]), wanted))).toEqual([0, 1, 1]);
    expect(Array.from(rowsOfIds(idColumnOf([C, B, A]), new Set([B, C])))).toEqual([1, 1, 0]);
  });

  it('joins consecutive parts into one column, as bytes only while the order holds', () => {
    const joined = joinIdColumns([idColumnOf([A]), idColumnOf([]), idColumnOf([B, C])]);
    expect(joined).toEqual(idColumnOf([A, B, C]));
    expect(joined).toBeInstanceOf(Uint8Array);
    const unordered = joinIdColumns([idColumnOf([B, C]), idColumnOf([A])]);
    expect(unordered).toEqual([B, C, A]);
    expect(joinIdColumns([idColumnOf([A]), idColumnOf(['b1'])])).toEqual([A, 'b1']);
    expect(joinIdColumns([])).toEqual(new Uint8Array(0));
  });
});
