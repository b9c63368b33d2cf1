import fc from 'fast-check';
import { PDF } from './context.ts';

// Malformed requests for the fuzz test: bodies that are not JSON, JSON of the wrong shape, a valid sample
// with one field replaced by something hostile, unknown and prototype keys, odd content types, hostile
// path ids and broken multipart uploads.

export interface Payload {
  /** Replaces {id} in the route's path (already URL-encoded) when the route has one. */
  id?: string;
  body?: string | FormData;
  contentType?: string;
  /** A short description for failure messages. */
  label: string;
}

const HOSTILE_TEXT = [
  "' OR 1=1 --", '%', '_', '\\', '"; drop table users; --', '<script>alert(1)</script>', '<svg onload=alert(1)>', '=cmd|" /C calc"!A0',
  '\u0000', 'a\u0000b', '\u202Eexe.pdf', '\r\n\r\n', '../../etc/passwd', '{{7*7}}', '${jndi:ldap://x}', '\uFEFF', 'null', 'undefined',
];

/** A value that no field of ours accepts as is, or accepts only by luck. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 3000, minLength: 2001 }),
  fc.constantFrom(-1, -0.5, 0, 1e308, -1e308, 1e21, 2 ** 53 + 1, 1.5, Number.MAX_SAFE_INTEGER),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
);

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return [prefix, ...value.flatMap((v, i) => pathsOf(v, [...prefix, i]))];
  if (value && typeof value === 'object') return [prefix, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
  return [prefix];
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...value];
    copy[Number(head)] = replaceAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/** Raw JSON text with a key that JSON.parse keeps as an own property (object literals would not). */
const withRawKey = (base: unknown, key: string, raw: string) => {
  const text = JSON.stringify(base ?? {});
  return text.startsWith('{') && text.length > 2 ? `{"${key}":${raw},${text.slice(1)}` : `{"${key}":${raw}}`;
};

/** Text that passes length and shape checks but holds what a database or a spreadsheet chokes on. */
const hostileText = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', '\u0000', '\u0001', '\u001f', '\u007f', '\u202e', '\uffff', '\ud83d\ude00', 'é', "'", '"', '%', '_', '\\', '=', '<'),
  minLength: 1,
  maxLength: 30,
});

function jsonBodies(base: unknown): fc.Arbitrary<Payload> {
  const paths = pathsOf(base ?? {});
  const textPaths = paths.filter((path) => typeof path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)?.[k], base) === 'string');
  const textMutations = textPaths.length > 0
    ? [fc.tuple(fc.constantFrom(...textPaths), hostileText).map(([path, value]) => ({
      body: JSON.stringify(replaceAt(base, path, value)), label: `sample with hostile text in ${path.join('.')}`,
    }))]
    : [];
  return fc.oneof(
    ...textMutations,
    fc.jsonValue({ maxDepth: 4 }).map((v) => ({ body: JSON.stringify(v) ?? 'null', label: 'random JSON' })),
    fc.tuple(fc.constantFrom(...paths), hostileValue).map(([path, value]) => ({
      body: JSON.stringify(replaceAt(base ?? {}, path, value)) ?? 'null',
      label: `sample with ${path.join('.') || '(root)'} replaced`,
    })),
    fc.tuple(fc.string({ unit: 'binary', maxLength: 12 }), hostileValue).map(([key, value]) => ({
      body: JSON.stringify({ ...(base as object), [`x${key}`]: value }),
      label: 'sample with an unknown key',
    })),
    fc.constantFrom('__proto__', 'constructor', 'prototype').map((key) => ({
      body: withRawKey(base, key, '{"polluted":true,"role":"admin","prototype":{"polluted":true}}'),
      label: `sample with ${key}`,
    })),
    fc.tuple(fc.constant(JSON.stringify(base ?? {})), fc.nat()).map(([text, cut]) => ({
      body: text.slice(0, text.length > 1 ? cut % (text.length - 1) : 0),
      label: 'truncated JSON',
    })),
    fc.constantFrom('', ' ', '{', '{"a":}', '[1,]', '\uFEFF{}', 'NaN', '1e400', '"\\ud800"', '{"a":1}{"b":2}', '[[[[[[[[[[]]]]]]]]]]', '[]'.repeat(2)).map((body) => ({
      body, label: 'odd JSON text',
    })),
    fc.constant('['.repeat(5000) + ']'.repeat(5000)).map((body) => ({ body, label: 'deeply nested JSON' })),
    fc.tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x', ''), fc.constant(JSON.stringify(base ?? {})))
      .map(([contentType, body]) => ({ body, contentType, label: `sample as ${contentType || 'no content type'}` })),
  ).map((p) => ({ contentType: 'application/json', ...p }));
}

const hostileId: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.string({ unit: 'binary', maxLength: 80 }).filter((s) => s.length > 0),
  fc.constantFrom('0', '-1', '1 OR 1=1', "'; drop table matches; --", '..', '../../etc/passwd', '%00', 'null', 'x'.repeat(300), '00000000-0000-0000-0000-000000000000'),
).map((id) => encodeURIComponent(id));

const FILE_NAMES = ['../../etc/passwd.pdf', 'a.pdf\u0000.exe', 'report\u202Efdp.exe', 'CON.pdf', '.pdf', 'x.PDF', 'x.svg', 'x.html', 'x.pdf.exe', 'x', '', 'x'.repeat(500) + '.pdf'];
const HEADS = [PDF, Buffer.from('<!doctype html><script>alert(1)</script>'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from('MZ\x90\x00')];

const uploads: fc.Arbitrary<Payload> = fc.oneof(
  fc.record({
    name: fc.oneof(fc.constantFrom(...FILE_NAMES), fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ maxLength: 20 }).map((s) => `${s}.pdf`)),
    bytes: fc.oneof(fc.uint8Array({ maxLength: 1024 }), fc.constantFrom(...HEADS), fc.uint8Array({ maxLength: 64 }).map((tail) => Buffer.concat([PDF.subarray(0, 5), tail]))),
    type: fc.option(fc.oneof(fc.constantFrom('other', 'brochure', 'admin', ''), fc.string({ unit: 'binary', maxLength: 120 }))),
    extra: fc.option(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))),
    fileField: fc.constantFrom('file', 'file', 'file', 'files', 'upload'),
  }).map(({ name, bytes, type, extra, fileField }) => {
    const form = new FormData();
    if (type !== null) form.append('type', type);
    if (extra) form.append(extra[0], extra[1]);
    form.append(fileField, new File([new Uint8Array(bytes)], name));
    return { body: form, label: `upload ${JSON.stringify(name).slice(0, 40)} (${bytes.length} bytes) as ${fileField}` };
  }),
  fc.tuple(fc.string({ unit: 'binary', maxLength: 400 }), fc.constantFrom('multipart/form-data; boundary=abc', 'multipart/form-data', 'multipart/form-data; boundary=', 'application/json'))
    .map(([body, contentType]) => ({ body: `--abc\r\n${body}`, contentType, label: `raw multipart as ${contentType}` })),
);

/** Payloads for one route: JSON bodies (or uploads) and, when the path takes an id, hostile ids. */
export function payloadsFor(options: { base: unknown; upload: boolean; hasId: boolean; validId?: string }): fc.Arbitrary<Payload> {
  const bodies = options.upload ? uploads : jsonBodies(options.base);
  if (!options.hasId) return bodies;
  // Now and then the real id, so that a body still gets past the lookup to the checks behind it.
  const ids = options.validId ? fc.oneof({ arbitrary: hostileId, weight: 9 }, { arbitrary: fc.constant(options.validId), weight: 1 }) : hostileId;
  return fc.tuple(ids, bodies).map(([id, payload]) => ({ ...payload, id, label: `${payload.label} at id ${decodeURIComponent(id).slice(0, 40)}` }));
}
