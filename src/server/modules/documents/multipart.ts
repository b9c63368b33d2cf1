// A streaming reader of multipart/form-data (RFC 7578), so an upload flows to storage in chunks
// instead of being held whole in memory as Request.formData() would.

export class MalformedMultipartError extends Error {}
export class MultipartTooLargeError extends Error {}

export interface PartHeaders {
  name: string;
  /** Present for file parts (it may be empty when the browser sent no name). */
  fileName: string | undefined;
}

const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a multipart/form-data Content-Type, or null for any other type. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * Reads parts one after the other: nextPart() gives a part's headers, then partBody() or
 * readText() its content; whatever of a part is left unread is skipped by the next nextPart().
 */
export class MultipartReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly dashBoundary: Buffer;
  private readonly delimiter: Buffer;
  private buffer: Buffer = Buffer.alloc(0);
  private bytesRead = 0;
  private started = false;
  private inBody = false;
  private finished = false;

  constructor(body: ReadableStream<Uint8Array>, boundary: string, private readonly maxBytes: number) {
    this.reader = body.getReader();
    this.dashBoundary = Buffer.from(`--${boundary}`);
    this.delimiter = Buffer.concat([CRLF, this.dashBoundary]);
  }

  async nextPart(): Promise<PartHeaders | null> {
    if (this.finished) return null;
    if (this.inBody) for await (const _chunk of this.partBody()) { /* skipped */ }
    if (!this.started) {
      await this.skipPast(this.dashBoundary);
      this.started = true;
    }
    await this.ensure(2);
    if (this.buffer[0] === 0x2d && this.buffer[1] === 0x2d) {
      this.finished = true;
      return null;
    }
    // Transport padding may sit between the boundary and its line break.
    await this.skipPast(CRLF);
    const end = await this.find(HEADER_END, MAX_HEADER_BYTES);
    const headers = parseHeaders(this.buffer.subarray(0, end).toString('utf8'));
    this.buffer = this.buffer.subarray(end + HEADER_END.length);
    this.inBody = true;
    return headers;
  }

  /** The current part's bytes, in chunks as they arrive. */
  async *partBody(): AsyncGenerator<Uint8Array> {
    if (!this.inBody) return;
    const keep = this.delimiter.length - 1;
    for (;;) {
      const at = this.buffer.indexOf(this.delimiter);
      if (at >= 0) {
        const last = this.buffer.subarray(0, at);
        this.buffer = this.buffer.subarray(at + this.delimiter.length);
        this.inBody = false;
        if (last.length > 0) yield last;
        return;
      }
      // Everything but a tail that could be the start of the delimiter is surely content.
      if (this.buffer.length > keep) {
        const safe = this.buffer.subarray(0, this.buffer.length - keep);
        this.buffer = this.buffer.subarray(this.buffer.length - keep);
        yield safe;
      }
      if (!(await this.pull())) throw new MalformedMultipartError('The body ended inside a part.');
    }
  }

  /** A text field's value, refused beyond maxLength bytes. */
  async readText(maxLength: number): Promise<string> {
    const chunks: Uint8Array[] = [];
    let length = 0;
    for await (const chunk of this.partBody()) {
      length += chunk.length;
      if (length > maxLength) throw new MalformedMultipartError('A text field is too long.');
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  private async pull(): Promise<boolean> {
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await this.reader.read();
    } catch {
      throw new MalformedMultipartError('The upload was interrupted.');
    }
    if (result.done) return false;
    const chunk = result.value;
    this.bytesRead += chunk.length;
    if (this.bytesRead > this.maxBytes) throw new MultipartTooLargeError('The request body is too large.');
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    this.buffer = this.buffer.length === 0 ? bytes : Buffer.concat([this.buffer, bytes]);
    return true;
  }

  private async ensure(length: number): Promise<void> {
    while (this.buffer.length < length) {
      if (!(await this.pull())) throw new MalformedMultipartError('The body ended early.');
    }
  }

  /** Index of `needle` in the buffer, reading on while it is not there, up to `limit` bytes ahead. */
  private async find(needle: Buffer, limit: number): Promise<number> {
    for (;;) {
      const at = this.buffer.indexOf(needle);
      if (at >= 0 && at <= limit) return at;
      if (at > limit || this.buffer.length > limit + needle.length) throw new MalformedMultipartError('A part header is too long.');
      if (!(await this.pull())) throw new MalformedMultipartError('The body ended early.');
    }
  }

  private async skipPast(needle: Buffer): Promise<void> {
    const at = await this.find(needle, MAX_HEADER_BYTES);
    this.buffer = this.buffer.subarray(at + needle.length);
  }
}

function parseHeaders(block: string): PartHeaders {
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0 || line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') continue;
    const params = dispositionParams(line.slice(colon + 1));
    if (params.name === undefined) break;
    return { name: params.name, fileName: params['filename*'] ?? params.filename };
  }
  throw new MalformedMultipartError('A part has no form-data name.');
}

function dispositionParams(value: string): Record<string, string> {
  const params: Record<string, string> = {};
  // No backslash escapes: browsers send file names raw (with `"` as %22, HTML's form encoding), and
  // a Windows path's backslashes must reach sanitizeFileName intact.
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"([^"]*)"|([^;]*))/g;
  for (const match of value.matchAll(pattern)) {
    const key = (match[1] ?? '').toLowerCase();
    const raw = match[2] ?? (match[3] ?? '').trim();
    if (key === 'filename*') {
      const decoded = decodeExtendedValue(raw);
      if (decoded !== null) params[key] = decoded;
    } else {
      params[key] = raw;
    }
  }
  return params;
}

/** RFC 5987 `UTF-8''name%20with%20spaces.pdf`. */
function decodeExtendedValue(value: string): string | null {
  const match = /^utf-8'[^']*'(.*)$/i.exec(value);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1] ?? '');
  } catch {
    return null;
  }
}
