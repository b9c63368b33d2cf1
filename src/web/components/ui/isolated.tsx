import type { ReactNode } from 'react';

// Private-use characters stand for the values while the catalogue's sentence is filled in: no text can contain them.
const slot = (index: number) => String.fromCharCode(0xe000 + index);
const SLOTS = /([\uE000-\uE0FF])/;

/**
 * A translated sentence whose values are each isolated in <bdi>: a name, a file name or a date keeps its own direction
 * inside the other language's text, instead of being reordered with its neighbours ("28 · 2026/11/2025.pdf").
 */
export function Isolated<V extends Record<string, ReactNode>>({ values, children: sentence }: { values: V; children(slots: { [K in keyof V]: string }): string }) {
  const names = Object.keys(values);
  const text = sentence(Object.fromEntries(names.map((name, i) => [name, slot(i)])) as { [K in keyof V]: string });
  return (
    <>
      {text.split(SLOTS).map((part, i) => {
        const index = part.length === 1 ? part.charCodeAt(0) - 0xe000 : -1;
        const name = names[index];
        return name === undefined ? part : <bdi key={i}>{values[name]}</bdi>;
      })}
    </>
  );
}
