import { createInflate } from 'node:zlib';

// What a PDF may cost before pdf-lib is handed it (issue 47): pdf-lib inflates object streams whole and walks the page
// tree without a bound, so a small file could hold a worker for seconds and gigabytes. These checks read the raw bytes
// once, inflating every compressed stream as a stream against one running budget, and stop at the first excess.

export interface PdfLimits {
  /** Pages a stamped PDF may have. */
  maxPages: number;
  /** Bytes all of a PDF's compressed streams may decode to, together. */
  maxDecodedBytes: number;
  /** How deep arrays and dictionaries may nest. */
  maxNesting: number;
}

export const DEFAULT_PDF_LIMITS: PdfLimits = { maxPages: 2000, maxDecodedBytes: 200 * 1024 * 1024, maxNesting: 64 };

export type LimitReason = 'pages' | 'decoded_size' | 'nesting' | 'time' | 'memory';

/** A PDF over one of the limits: refused at upload, and at download for a file stored before the limits existed. */
export class PdfLimitError extends Error {
  constructor(readonly reason: LimitReason, detail: string) {
    super(`The PDF is over a limit (${reason}): ${detail}`);
    this.name = 'PdfLimitError';
  }
}

const WHITE = new Set([0, 9, 10, 12, 13, 32]);
const STREAM = Buffer.from('stream');
const ENDSTREAM = Buffer.from('endstream');

/** Counts how deep arrays and dictionaries nest, outside strings and comments, across as many chunks as it is fed. */
class NestingMeter {
  private depth = 0;
  private stringDepth = 0;
  private escaped = false;
  private comment = false;
  private hex = false;
  private pendingAngle = false;
  private pendingClose = false;

  constructor(private readonly maxNesting: number) {}

  private deeper() {
    this.depth += 1;
    if (this.depth > this.maxNesting) throw new PdfLimitError('nesting', `arrays and dictionaries nested over ${this.maxNesting} deep`);
  }

  feed(bytes: Uint8Array): void {
    for (let i = 0; i < bytes.length; i += 1) {
      const b = bytes[i] as number;
      if (this.comment) {
        if (b === 10 || b === 13) this.comment = false;
        continue;
      }
      if (this.stringDepth > 0) {
        if (this.escaped) this.escaped = false;
        else if (b === 0x5c) this.escaped = true;
        else if (b === 0x28) this.stringDepth += 1;
        else if (b === 0x29) this.stringDepth -= 1;
        continue;
      }
      if (this.pendingAngle) {
        this.pendingAngle = false;
        if (b === 0x3c) {
          this.deeper();
          continue;
        }
        this.hex = true;
      }
      if (this.hex) {
        if (b === 0x3e) this.hex = false;
        continue;
      }
      if (this.pendingClose) {
        this.pendingClose = false;
        if (b === 0x3e) {
          this.depth = Math.max(0, this.depth - 1);
          continue;
        }
      }
      if (b === 0x25) this.comment = true;
      else if (b === 0x28) this.stringDepth = 1;
      else if (b === 0x3c) this.pendingAngle = true;
      else if (b === 0x3e) this.pendingClose = true;
      else if (b === 0x5b) this.deeper();
      else if (b === 0x5d) this.depth = Math.max(0, this.depth - 1);
    }
  }
}

interface StreamInfo {
  filters: string[];
  objectStream: boolean;
  dataStart: number;
  dataEnd: number;
}

function streamInfo(bytes: Uint8Array, dict: { start: number; end: number }, dataStart: number): StreamInfo {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset + dict.start, dict.end - dict.start).toString('latin1');
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+)/.exec(text)?.[1] ?? '';
  const filters = [...filter.matchAll(/\/([^\s/<>[\]()]+)/g)].map((m) => m[1] as string);
  const length = /\/Length\s+(\d+)(?!\d)(?!\s+\d+\s+R)/.exec(text)?.[1];
  let dataEnd = -1;
  if (length !== undefined) {
    const end = dataStart + Number(length);
    let k = end;
    while (k < bytes.length && WHITE.has(bytes[k] as number)) k += 1;
    if (end <= bytes.length && Buffer.from(bytes.buffer, bytes.byteOffset + k, Math.min(ENDSTREAM.length, bytes.length - k)).equals(ENDSTREAM)) dataEnd = end;
  }
  // A missing or wrong /Length: the data runs to the next endstream, as a lenient reader takes it.
  if (dataEnd < 0) {
    const found = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(ENDSTREAM, dataStart);
    dataEnd = found < 0 ? bytes.length : found;
  }
  return { filters, objectStream: /\/Type\s*\/(ObjStm|XRef)\b/.test(text), dataStart, dataEnd };
}

const OBJ = Buffer.from('obj');
/** How far before its `stream` keyword a stream's dictionary is looked for (from its `obj`). */
const DICT_LOOKBACK = 64 * 1024;

/**
 * Every stream, found by its keyword after a dictionary's `>>` rather than by parsing: no unbalanced string or stray
 * byte before a stream can hide it from the count. Its dictionary is read from the `obj` before it.
 */
function* streamsOf(bytes: Uint8Array): Generator<StreamInfo> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  for (;;) {
    const keyword = buffer.indexOf(STREAM, at);
    if (keyword < 0) return;
    at = keyword + STREAM.length;
    if (bytes[at] !== 10 && bytes[at] !== 13) continue;
    let end = keyword - 1;
    while (end >= 0 && WHITE.has(bytes[end] as number)) end -= 1;
    if (bytes[end] !== 0x3e) continue;
    const from = Math.max(0, end - DICT_LOOKBACK);
    const obj = buffer.subarray(from, end).lastIndexOf(OBJ);
    let dataStart = at;
    if (bytes[dataStart] === 13) dataStart += 1;
    if (bytes[dataStart] === 10) dataStart += 1;
    const stream = streamInfo(bytes, { start: obj < 0 ? from : from + obj, end: end + 1 }, dataStart);
    yield stream;
    at = Math.max(at, stream.dataEnd);
  }
}

/** The running budget of decoded bytes for one file. */
class DecodeBudget {
  used = 0;
  constructor(private readonly max: number) {}
  spend(bytes: number) {
    this.used += bytes;
    if (this.used > this.max) throw new PdfLimitError('decoded_size', `compressed streams decode to more than ${this.max} bytes`);
  }
}

/**
 * Inflates zlib data as a stream, spending each output chunk against the budget and handing it to `onChunk` (an object
 * stream's nesting); nothing is kept. Data that does not inflate ends the count there: pdf-lib then fails on it as
 * corrupt, which is refused anyway.
 */
async function inflateCounted(data: Uint8Array, budget: DecodeBudget, onChunk?: (chunk: Uint8Array) => void): Promise<void> {
  const inflater = createInflate({ chunkSize: 64 * 1024 });
  const done = new Promise<void>((resolve, reject) => {
    inflater.on('data', (chunk: Buffer) => {
      try {
        budget.spend(chunk.length);
        onChunk?.(chunk);
      } catch (error) {
        inflater.destroy();
        reject(error);
      }
    });
    inflater.on('end', resolve);
    inflater.on('close', resolve);
    inflater.on('error', () => resolve());
  });
  inflater.end(data);
  await done;
}

const FLATE = new Set(['FlateDecode', 'Fl']);
/** Filters whose output is never larger than their input (hex halves it, ASCII85 'z' makes four bytes of one: bounded, counted as 4x). */
const SMALL_EXPANSION: Record<string, number> = { ASCIIHexDecode: 1, AHx: 1, ASCII85Decode: 4, A85: 4, RunLengthDecode: 64, RL: 64 };
/** Image codecs: pdf-lib copies them as they are, and the viewer's reader decodes them to the page's pixels. */
const IMAGE = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode', 'Crypt']);

async function checkStream(bytes: Uint8Array, stream: StreamInfo, budget: DecodeBudget, maxNesting: number): Promise<void> {
  const data = bytes.subarray(stream.dataStart, stream.dataEnd);
  const nesting = stream.objectStream ? new NestingMeter(maxNesting) : null;
  const onChunk = nesting ? (chunk: Uint8Array) => nesting.feed(chunk) : undefined;
  if (stream.filters.length === 0) {
    onChunk?.(data);
    return;
  }
  // Only a leading Flate is inflated for real (the usual case); after another filter its input is unknown, so a
  // stream pdf-lib would decode itself (an object or cross-reference stream) is refused rather than guessed at.
  const [first, ...rest] = stream.filters as [string, ...string[]];
  if (FLATE.has(first)) {
    await inflateCounted(data, budget, rest.length === 0 ? onChunk : undefined);
    if (rest.length > 0 && stream.objectStream) throw new PdfLimitError('decoded_size', `an object stream filtered ${stream.filters.join(', ')}`);
    return;
  }
  if (IMAGE.has(first)) return;
  const factor = SMALL_EXPANSION[first];
  if (factor !== undefined && rest.every((f) => SMALL_EXPANSION[f] !== undefined)) {
    budget.spend(rest.reduce((size, f) => size * (SMALL_EXPANSION[f] as number), data.length * factor));
    if (!stream.objectStream) return;
  }
  if (stream.objectStream) throw new PdfLimitError('decoded_size', `an object stream filtered ${stream.filters.join(', ')}`);
  // LZW and the rest outside object streams: pdf-lib copies them; counted at their raw size.
  budget.spend(data.length);
}

/**
 * Reads a PDF's raw bytes once: nesting depth outside streams and inside object streams, and the decoded size of every
 * compressed stream against one budget. Throws PdfLimitError at the first excess; answers the decoded bytes counted.
 */
export async function checkRawPdf(bytes: Uint8Array, limits: PdfLimits = DEFAULT_PDF_LIMITS): Promise<{ decodedBytes: number }> {
  const budget = new DecodeBudget(limits.maxDecodedBytes);
  const meter = new NestingMeter(limits.maxNesting);
  let outside = 0;
  for (const stream of streamsOf(bytes)) {
    // The nesting of everything between streams; a stream's own bytes are data, not syntax.
    meter.feed(bytes.subarray(outside, stream.dataStart));
    await checkStream(bytes, stream, budget, limits.maxNesting);
    outside = stream.dataEnd;
  }
  meter.feed(bytes.subarray(outside));
  return { decodedBytes: budget.used };
}
