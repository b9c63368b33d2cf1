import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { documentMessages } from '#shared/documents.ts';
import { LocalStorage } from '../../storage/local-storage.ts';
import { HTML, SAMPLES } from './documents.test-support.ts';
import { receiveUpload } from './receive-upload.ts';

// The upload receiver on its own, over a local storage folder: what it keeps, and that whatever it
// refuses leaves neither a stored file nor a temporary one.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'receive-upload-'));
const storage = new LocalStorage(root);
const MAX_BYTES = 4096;
const BOUNDARY = 'XyZ';

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
beforeEach(() => {
  for (const file of fs.readdirSync(root)) if (file !== '.tmp') fs.rmSync(path.join(root, file));
});

const stored = () => fs.readdirSync(root).filter((f) => f !== '.tmp');
const leftovers = () => [...stored(), ...fs.readdirSync(storage.tempDir)];

const filePart = (name: string, bytes: Uint8Array, field = 'file') =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from('\r\n'),
  ]);
const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);

interface Delivery {
  chunkSize?: number;
  /** After this many bytes the connection fails, as when the client goes away. */
  abortAfter?: number;
  /** After this many bytes nothing more arrives, and the body never ends. */
  stallAfter?: number;
}

/** A request whose body arrives in pieces, so boundaries and signatures straddle chunks. */
function requestOf(body: Buffer, { chunkSize = 64, abortAfter, stallAfter }: Delivery = {}): Request {
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (abortAfter !== undefined && offset >= abortAfter) return controller.error(new Error('socket hang up'));
      if (stallAfter !== undefined && offset >= stallAfter) return new Promise(() => {});
      if (offset >= body.length) return controller.close();
      controller.enqueue(new Uint8Array(body.subarray(offset, offset + chunkSize)));
      offset += chunkSize;
    },
  });
  return new Request('http://localhost/api/documents', {
    method: 'POST',
    body: stream,
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: 'half',
  } as RequestInit);
}

const receive = (body: Buffer, delivery?: Delivery) => receiveUpload(requestOf(body, delivery), storage, MAX_BYTES);

describe('receiving an upload', () => {
  it('streams the file to storage and reads the type, whether the body comes whole or a byte at a time', async () => {
    const body = form(fieldPart('type', 'brochure'), filePart('a; b.pdf', SAMPLES.pdf));
    for (const chunkSize of [1, 3, 7, 64, body.length]) {
      const upload = await receive(body, { chunkSize });
      expect(upload, `chunks of ${chunkSize}`).toEqual({
        storageKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        fileName: 'a; b.pdf',
        contentType: 'application/pdf',
        sizeBytes: SAMPLES.pdf.length,
        type: 'brochure',
      });
      expect(fs.readFileSync(path.join(root, upload.storageKey)).equals(SAMPLES.pdf)).toBe(true);
    }
    expect(fs.readdirSync(storage.tempDir)).toEqual([]);
  });

  it('takes the type after the file too, and decodes UTF-8 and RFC 5987 file names', async () => {
    const utf8 = await receive(form(filePart('Q3 résumé.pdf', SAMPLES.pdf), fieldPart('type', 'other')));
    expect(utf8).toMatchObject({ fileName: 'Q3 résumé.pdf', type: 'other' });
    const extended = Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="fallback.pdf"; filename*=UTF-8''%D8%B9%D9%82%D8%AF.pdf\r\n\r\n`),
      SAMPLES.pdf,
      Buffer.from(`\r\n--${BOUNDARY}--`),
    ]);
    expect((await receive(extended)).fileName).toBe('عقد.pdf');
  });

  it('refuses a body cut short inside the file with 400, keeping nothing', async () => {
    const body = form(filePart('cut.pdf', Buffer.concat([SAMPLES.pdf, Buffer.alloc(2000, 0x20)])));
    await expect(receive(body.subarray(0, 1500), { chunkSize: 100 })).rejects.toMatchObject({ status: 400, message: documentMessages.malformed });
    await expect(receive(body.subarray(0, 20))).rejects.toMatchObject({ status: 400 });
    expect(leftovers()).toEqual([]);
  });

  it('refuses two files with 422, keeping neither', async () => {
    const body = form(filePart('a.pdf', SAMPLES.pdf), filePart('b.pdf', SAMPLES.pdf));
    await expect(receive(body)).rejects.toMatchObject({ status: 422, fields: { file: { code: 'oneFileAtATime', message: documentMessages.oneFileAtATime } } });
    expect(leftovers()).toEqual([]);
  });

  it('refuses a file one byte over the limit with 413 while it streams, and keeps one of exactly the limit', async () => {
    const exact = Buffer.concat([SAMPLES.pdf, Buffer.alloc(MAX_BYTES - SAMPLES.pdf.length, 0x20)]);
    expect((await receive(form(filePart('exact.pdf', exact)))).sizeBytes).toBe(MAX_BYTES);
    fs.rmSync(path.join(root, stored()[0]!));
    const over = Buffer.concat([exact, Buffer.from(' ')]);
    await expect(receive(form(filePart('over.pdf', over)), { chunkSize: 512 })).rejects.toMatchObject({
      status: 413, code: 'fileTooLarge', fields: { file: { code: 'fileTooLarge', message: documentMessages.tooLarge(MAX_BYTES) } },
    });
    // A body far over the limit is refused without reading it all, even if it never ends.
    const endless = filePart('big.pdf', Buffer.concat([SAMPLES.pdf, Buffer.alloc(200 * 1024, 0x20)]));
    await expect(receive(endless, { chunkSize: 1024, stallAfter: 100 * 1024 })).rejects.toMatchObject({ status: 413 });
    expect(leftovers()).toEqual([]);
  });

  it('refuses content whose first bytes do not match its extension with 422, without waiting for the rest', async () => {
    const body = form(filePart('invoice.pdf', Buffer.concat([HTML, Buffer.alloc(2000, 0x20)])));
    await expect(receive(body, { chunkSize: 16, stallAfter: 400 })).rejects.toMatchObject({
      status: 422, fields: { file: { code: 'contentMismatch', message: documentMessages.contentMismatch('pdf') } },
    });
    await expect(receive(form(filePart('scan.pdf', SAMPLES.png)))).rejects.toMatchObject({ status: 422 });
    await expect(receive(form(filePart('setup.exe', SAMPLES.pdf)))).rejects.toMatchObject({
      status: 422, fields: { file: { code: 'extensionNotAllowed', message: documentMessages.extensionNotAllowed } },
    });
    expect(leftovers()).toEqual([]);
  });

  it('asks for a file when the form has none, names it otherwise, or is not multipart', async () => {
    const fileRequired = { status: 422, fields: { file: { code: 'fileRequired', message: documentMessages.fileRequired } } };
    await expect(receive(form(fieldPart('type', 'other')))).rejects.toMatchObject(fileRequired);
    await expect(receive(form(fieldPart('file', 'report.pdf')))).rejects.toMatchObject(fileRequired);
    await expect(receive(form(filePart('a.pdf', SAMPLES.pdf, 'upload')))).rejects.toMatchObject({ status: 422, fields: { upload: { code: 'fieldNotAllowed', message: expect.any(String) } } });
    await expect(receive(form(fieldPart('owner', 'someone-else'), filePart('a.pdf', SAMPLES.pdf)))).rejects.toMatchObject({ status: 422, fields: { owner: { code: 'fieldNotAllowed', message: expect.any(String) } } });
    const json = new Request('http://localhost/api/documents', { method: 'POST', body: '{"file":"x.pdf"}', headers: { 'Content-Type': 'application/json' } });
    await expect(receiveUpload(json, storage, MAX_BYTES)).rejects.toMatchObject(fileRequired);
    const noBoundary = new Request('http://localhost/api/documents', { method: 'POST', body: 'x', headers: { 'Content-Type': 'multipart/form-data' } });
    await expect(receiveUpload(noBoundary, storage, MAX_BYTES)).rejects.toMatchObject(fileRequired);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a type outside the enumeration after the file was stored, and removes it again', async () => {
    await expect(receive(form(filePart('a.pdf', SAMPLES.pdf), fieldPart('type', 'passport')))).rejects.toMatchObject({ status: 422, fields: { type: { code: 'documentType', message: expect.any(String) } } });
    expect(leftovers()).toEqual([]);
  });

  it('gives up with 400 when the client goes away in the middle of the file, keeping nothing', async () => {
    const body = form(filePart('gone.pdf', Buffer.concat([SAMPLES.pdf, Buffer.alloc(3000, 0x20)])));
    await expect(receive(body, { chunkSize: 256, abortAfter: 1024 })).rejects.toMatchObject({ status: 400, message: documentMessages.malformed });
    await expect(receive(body, { chunkSize: 256, abortAfter: 0 })).rejects.toMatchObject({ status: 400 });
    expect(leftovers()).toEqual([]);
  });
});
