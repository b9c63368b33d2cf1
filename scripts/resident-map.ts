// Where a running process's resident memory lies (Linux; decision 0156): its largest mappings, the node binary's
// resident pages by the part of the binary they fall in (V8, its compiler, ICU's code and data, OpenSSL, Node, libuv),
// and ICU's data by item (locale, currency, zone and converter files of its table of contents).
//   npx tsx scripts/resident-map.ts <pid>
// The binary's parts come from its symbol table (`nm`, from binutils), which Node's Linux builds keep: each page is
// counted for the nearest symbol below it, so the split is approximate where symbols are sparse.
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync, readlinkSync } from 'node:fs';

const PAGE = 4096;
const pid = Number(process.argv[2]);
if (!Number.isInteger(pid) || pid <= 0) {
  console.error('usage: npx tsx scripts/resident-map.ts <pid>');
  process.exit(2);
}

interface Mapping { start: number; end: number; perms: string; offset: number; path: string }
const mappings: Mapping[] = readFileSync(`/proc/${pid}/maps`, 'utf8').trim().split('\n').map((line) => {
  const [range = '', perms = '', offset = '0', , , ...rest] = line.split(/\s+/);
  const [start = '0', end = '0'] = range.split('-');
  return { start: Number.parseInt(start, 16), end: Number.parseInt(end, 16), perms, offset: Number.parseInt(offset, 16), path: rest.join(' ') };
});

/** The virtual addresses of the resident pages of [start, end), from /proc/PID/pagemap (bit 63: present). */
function residentPages(pagemap: number, start: number, end: number): number[] {
  const pages = (end - start) / PAGE;
  const entries = Buffer.alloc(pages * 8);
  readSync(pagemap, entries, 0, entries.length, (start / PAGE) * 8);
  const present: number[] = [];
  for (let k = 0; k < pages; k++) if (entries.readBigUInt64LE(k * 8) >> 63n) present.push(start + k * PAGE);
  return present;
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const smaps = readFileSync(`/proc/${pid}/smaps`, 'utf8');
const rssOf = [...smaps.matchAll(/^([0-9a-f]+)-[0-9a-f]+ .*\n(?:(?!^[0-9a-f]+-).*\n)*?Rss:\s+(\d+) kB/gm)].map((m) => ({ start: Number.parseInt(m[1] ?? '0', 16), kb: Number(m[2]) }));
console.log(`${readFileSync(`/proc/${pid}/status`, 'utf8').match(/^(VmRSS|RssAnon|RssFile):.*$/gm)?.join('\n')}\n\nlargest mappings:`);
for (const { start, kb } of rssOf.sort((a, b) => b.kb - a.kb).slice(0, 12)) {
  const mapping = mappings.find((m) => m.start === start);
  console.log(`  ${mb(kb * 1024).padStart(9)}  ${mapping?.path || '(anonymous)'}`);
}
const anon256 = rssOf.filter(({ start }) => {
  const m = mappings.find((x) => x.start === start);
  return m && !m.path && m.end - m.start === 256 * 1024;
}).reduce((sum, { kb }) => sum + kb * 1024, 0);
console.log(`  anonymous 256 KB mappings (V8 heap pages) together: ${mb(anon256)}`);

const binary = readlinkSync(`/proc/${pid}/exe`);
const symbols = execFileSync('nm', ['--defined-only', '-n', binary], { encoding: 'utf8', maxBuffer: 1 << 28 })
  .split('\n').map((line) => line.split(' ')).filter((p) => p.length >= 3).map(([address = '0', , name = '']) => ({ address: Number.parseInt(address, 16), name }));
const partOf = (name: string): string => {
  if (name.startsWith('icudt')) return 'ICU data';
  if (/icu_\d|^u(prv|col|brk|cnv|res|data|loc|num)_/.test(name)) return 'ICU code';
  if (name.includes('v88internal8compiler') || name.includes('turboshaft')) return 'V8 compiler';
  if (name.includes('v88internal4wasm')) return 'V8 wasm';
  if (name.startsWith('Builtins_') || name.includes('v8') || name.includes('cppgc')) return 'V8';
  if (name.includes('4node')) return 'Node';
  if (name.startsWith('uv_')) return 'libuv';
  if (/^(EVP|SSL|ssl|OPENSSL|ossl|BN|RSA|EC|ecp|ASN1|X509|CRYPTO|ERR|sha|aes|ChaCha|x25519)_?/.test(name)) return 'OpenSSL';
  return 'other';
};
const symbolAt = (address: number) => {
  let [low, high] = [0, symbols.length - 1];
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((symbols[middle]?.address ?? 0) <= address) low = middle;
    else high = middle - 1;
  }
  return symbols[low];
};

const pagemap = openSync(`/proc/${pid}/pagemap`, 'r');
const parts = new Map<string, number>();
let icuPages: number[] = [];
const icu = symbols.find((s) => s.name.startsWith('icudt') && s.name.endsWith('_dat'));
for (const mapping of mappings.filter((m) => m.path === binary)) {
  for (const address of residentPages(pagemap, mapping.start, mapping.end)) {
    const part = partOf(symbolAt(address)?.name ?? '');
    parts.set(part, (parts.get(part) ?? 0) + PAGE);
    if (part === 'ICU data') icuPages.push(address);
  }
}
console.log(`\n${binary}, resident by part:`);
for (const [part, bytes] of [...parts].sort((a, b) => b[1] - a[1])) console.log(`  ${part.padEnd(12)} ${mb(bytes)}`);

// ICU's common data: a header, then a table of contents of (name offset, data offset) pairs from its start.
if (icu) {
  const rodata = mappings.find((m) => m.path === binary && m.start <= icu.address && icu.address < m.end);
  if (rodata) {
    const file = openSync(binary, 'r');
    const head = Buffer.alloc(1 << 20);
    readSync(file, head, 0, head.length, icu.address - rodata.start + rodata.offset);
    const toc = head.readUInt16LE(0);
    const count = head.readUInt32LE(toc);
    const items = Array.from({ length: count }, (_, k) => {
      const nameAt = toc + head.readUInt32LE(toc + 4 + 8 * k);
      return { at: toc + head.readUInt32LE(toc + 8 + 8 * k), name: head.toString('latin1', nameAt, head.indexOf(0, nameAt)) };
    }).sort((a, b) => a.at - b.at);
    closeSync(file);
    const byGroup = new Map<string, number>();
    icuPages = icuPages.map((address) => address - icu.address);
    for (const offset of icuPages) {
      const item = items.findLast((i) => i.at <= offset);
      const group = item ? (item.name.split('/').length > 2 ? `${item.name.split('/')[1]}/` : item.name.split('/').at(-1) ?? '') : '(header)';
      byGroup.set(group, (byGroup.get(group) ?? 0) + PAGE);
    }
    console.log(`\nICU data resident: ${mb(icuPages.length * PAGE)} (a bare node holds ~0.5 MB; any Intl formatter ~5 MB)`);
    for (const [group, bytes] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`  ${group.padEnd(24)} ${(bytes / 1024).toFixed(0)} KB`);
  }
}
closeSync(pagemap);
