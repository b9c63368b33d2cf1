import type { Config } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';
import { parseStorageUrl } from './storage-url.ts';

/**
 * The storage driver STORAGE_URL names: the local folder (default <DATA_DIR>/documents) or an
 * S3-compatible bucket, checked once here so that a wrong bucket, endpoint or key stops the start.
 */
export async function createStorage(config: Pick<Config, 'STORAGE_URL' | 'dataDir'>): Promise<Storage> {
  const location = parseStorageUrl(config.STORAGE_URL, config.dataDir);
  if (location.kind === 'local') return new LocalStorage(location.root);
  // Loaded only here: the AWS SDK costs ~25 MB of memory that a local-folder instance never needs.
  const { s3StorageAt } = await import('./s3-storage.ts');
  const storage = s3StorageAt(location);
  try {
    await storage.verify();
  } catch (error) {
    storage.close();
    throw error;
  }
  return storage;
}
