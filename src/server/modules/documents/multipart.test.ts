import { describe, expect, it } from 'vitest';
import { MalformedMultipartError, multipartBoundary, MultipartReader, MultipartTooLargeError } from './multipart.ts';

/** A body delivered in pieces of `size` bytes, so delimiters and headers straddle chunks. */
function streamOf(body: Buffer, size: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= body.length) return controller.close();
      controller.enqueue(new Uint8Array(body.subarray(offset, offset + size)));
      offset += size;
    },
  });
}

async function readAll(body: Buffer, chunkSize: number, maxBytes = 1 << 20) {
  const reader = new MultipartReader(streamOf(body, chunkSize), 'XyZ', maxBytes);
  const parts: Array<{ name: string; fileName: string | undefined; content: string }> = [];
  for (let part = await reader.nextPart(); part; part = await reader.nextPart()) {
    const chunks: Uint8Array[] = [];
    for await (const chunk of reader.partBody()) chunks.push(chunk);
    parts.push({ ...part, content: Buffer.concat(chunks).toString('latin1') });
  }
  return parts;
}

const FILE_CONTENT = 'line one --XyZ is not a delimiter without a line break before it\r\n--Xy\r\n\r\nend';
const BODY = Buffer.from(
  'preamble to ignore\r\n' +
    '--XyZ\r\nContent-Disposition: form-data; name="type"\r\n\r\nbrochure\r\n' +
    '--XyZ  \r\nContent-Disposition: form-data; name="file"; filename="a; b.pdf"\r\nContent-Type: application/pdf\r\n\r\n' +
    `${FILE_CONTENT}\r\n` +
    '--XyZ--\r\nepilogue',
  'latin1',
);

describe('multipart reader', () => {
  it('reads fields and files alike whether the body comes whole or one byte at a time', async () => {
    const expected = [
      { name: 'type', fileName: undefined, content: 'brochure' },
      { name: 'file', fileName: 'a; b.pdf', content: FILE_CONTENT },
    ];
    for (const size of [1, 2, 3, 7, 64, BODY.length]) expect(await readAll(BODY, size), `chunks of ${size}`).toEqual(expected);
  });

  it('skips a part that was not read and decodes RFC 5987 file names', async () => {
    const body = Buffer.from(
      '--XyZ\r\nContent-Disposition: form-data; name="skip"\r\n\r\nunread\r\n' +
        "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"fallback.pdf\"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf\r\n\r\nx\r\n" +
        '--XyZ--',
    );
    const reader = new MultipartReader(streamOf(body, 5), 'XyZ', 1 << 20);
    expect(await reader.nextPart()).toEqual({ name: 'skip', fileName: undefined });
    expect(await reader.nextPart()).toEqual({ name: 'file', fileName: 'résumé.pdf' });
    expect(await reader.readText(10)).toBe('x');
    expect(await reader.nextPart()).toBeNull();
  });

  it('reports a body cut short, a part without a name and a body over its byte budget', async () => {
    await expect(readAll(BODY.subarray(0, 150), 16)).rejects.toBeInstanceOf(MalformedMultipartError);
    await expect(readAll(Buffer.from('--XyZ\r\nContent-Type: text/plain\r\n\r\nx\r\n--XyZ--'), 8)).rejects.toBeInstanceOf(MalformedMultipartError);
    await expect(readAll(BODY, 16, 100)).rejects.toBeInstanceOf(MultipartTooLargeError);
  });

  it('takes the boundary only from a multipart/form-data content type', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----WebKitFormBoundaryAbC')).toBe('----WebKitFormBoundaryAbC');
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="quoted b"')).toBe('quoted b');
    expect(multipartBoundary('multipart/mixed; boundary=abc')).toBeNull();
    expect(multipartBoundary('application/json')).toBeNull();
    expect(multipartBoundary('multipart/form-data')).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });
});
