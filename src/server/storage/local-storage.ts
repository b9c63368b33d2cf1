import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isStorageKey, toReadable, type Storage, type StorageBody } from './storage.ts';

const TEMP_FOLDER = '.tmp';

/**
 * Documents as files in one folder (`<DATA_DIR>/documents`). A file appears under its key only
 * once it is complete: bytes go to a temporary file in the same folder tree, then are renamed.
 */
export class LocalStorage implements Storage {
  readonly tempDir: string;

  constructor(readonly root: string) {
    this.tempDir = path.join(root, TEMP_FOLDER);
    fs.mkdirSync(this.tempDir, { recursive: true });
  }

  async put(key: string, body: StorageBody): Promise<void> {
    const target = this.pathOf(key);
    const temp = path.join(this.tempDir, `${randomUUID()}.part`);
    try {
      if (body instanceof Uint8Array) await fs.promises.writeFile(temp, body, { flag: 'wx' });
      else await writeStreamed(temp, body);
      await fs.promises.rename(temp, target);
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable | null> {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return handle.createReadStream();
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fs.promises.stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** Only server-made keys map to a path, so no key can reach outside the folder. */
  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path.join(this.root, key);
  }
}

/**
 * Streams a body into a new file. The file is opened before the first byte and closed before this settles, so the
 * caller's clean-up of a failed write runs after the file exists and cannot be outrun by a stream still opening it.
 */
async function writeStreamed(file: string, body: Exclude<StorageBody, Uint8Array>): Promise<void> {
  const handle = await fs.promises.open(file, 'wx');
  try {
    await pipeline(toReadable(body), handle.createWriteStream());
  } finally {
    await handle.close();
  }
}

export function createLocalStorage(dataDir: string): LocalStorage {
  return new LocalStorage(path.join(dataDir, 'documents'));
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
