import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Isolated } from './isolated.tsx';

describe('a sentence with isolated values', () => {
  it('puts each value in its own <bdi>, where the sentence of either language places it', () => {
    const values = { name: 'Nadia', file: '2025.pdf', date: '28/11/2026' };
    const english = renderToStaticMarkup(<Isolated values={values}>{(s) => `${s.name} downloaded ${s.file} · ${s.date}`}</Isolated>);
    expect(english).toBe('<bdi>Nadia</bdi> downloaded <bdi>2025.pdf</bdi> · <bdi>28/11/2026</bdi>');
    const arabic = renderToStaticMarkup(<Isolated values={values}>{(s) => `نزّل ${s.name} الملف ${s.file} · ${s.date}`}</Isolated>);
    expect(arabic).toBe('نزّل <bdi>Nadia</bdi> الملف <bdi>2025.pdf</bdi> · <bdi>28/11/2026</bdi>');
  });

  it('escapes what the values hold and leaves a sentence without them as it is', () => {
    expect(renderToStaticMarkup(<Isolated values={{ name: '<b>x</b>' }}>{(s) => `by ${s.name}`}</Isolated>)).toBe('by <bdi>&lt;b&gt;x&lt;/b&gt;</bdi>');
    expect(renderToStaticMarkup(<Isolated values={{}}>{() => 'No one yet'}</Isolated>)).toBe('No one yet');
  });
});
