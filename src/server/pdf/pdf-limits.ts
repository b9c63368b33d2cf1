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

/**
 * Counts how deep arrays and dictionaries nest, outside strings and comments, across as many chunks as it is fed. With
 * `findStreams`, feed() stops after a `stream` keyword that follows a dictionary and answers where its data begins.
 */
class NestingMeter {
  private depth = 0;
  private stringDepth = 0;
  private escaped = false;
  private comment = false;
  private hex = false;
  private pendingAngle = false;
  private pendingClose = false;
  /** Where the last dictionary that closed at depth 0 began and ended. */
  lastDict: { start: number; end: number } | null = null;
  private dictStart = -1;

  constructor(private readonly maxNesting: number) {}

  private deeper() {
    this.depth += 1;
    if (this.depth > this.maxNesting) throw new PdfLimitError('nesting', `arrays and dictionaries nested over ${this.maxNesting} deep`);
  }

  feed(bytes: Uint8Array, from = 0, findStreams = false): number | null {
    for (let i = from; i < bytes.length; i += 1) {
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
          if (this.depth === 0) this.dictStart = i - 1;
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
          if (this.depth === 0 && this.dictStart >= 0) this.lastDict = { start: this.dictStart, end: i + 1 };
          continue;
        }
      }
      if (b === 0x25) this.comment = true;
      else if (b === 0x28) this.stringDepth = 1;
      else if (b === 0x3c) this.pendingAngle = true;
      else if (b === 0x3e) this.pendingClose = true;
      else if (b === 0x5b) this.deeper();
      else if (b === 0x5d) this.depth = Math.max(0, this.depth - 1);
      else if (findStreams && b === 0x73 && this.depth === 0 && this.lastDict && startsStream(bytes, i, this.lastDict.end)) {
        let start = i + STREAM.length;
        if (bytes[start] === 13) start += 1;
        if (bytes[start] === 10) start += 1;
        return start;
      }
    }
    return null;
  }
}

/** `stream` at i, as a keyword, with only white space between it and the dictionary that ended at dictEnd. */
function startsStream(bytes: Uint8Array, i: number, dictEnd: number): boolean {
  for (let k = 0; k < STREAM.length; k += 1) if (bytes[i + k] !== STREAM[k]) return false;
  const after = bytes[i + STREAM.length];
  if (after !== 10 && after !== 13) return false;
  for (let k = dictEnd; k < i; k += 1) if (!WHITE.has(bytes[k] as number)) return false;
  return true;
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
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(text)?.[1];
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
  const onChunk = nesting ? (chunk: Uint8Array) => void nesting.feed(chunk) : undefined;
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
  let at = 0;
  for (;;) {
    const dataStart = meter.feed(bytes, at, true);
    if (dataStart === null || !meter.lastDict) break;
    const stream = streamInfo(bytes, meter.lastDict, dataStart);
    await checkStream(bytes, stream, budget, limits.maxNesting);
    meter.lastDict = null;
    at = Math.min(bytes.length, stream.dataEnd + 1);
  }
  return { decodedBytes: budget.used };
}
