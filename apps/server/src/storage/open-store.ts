import type { Config } from '../config.ts';
import type { FileStores } from './file-store.ts';
import { LocalStore } from './local-store.ts';
import { S3Store, s3Client } from './s3-store.ts';

/**
 * The stores of a configuration: with `config.s3` both live in its bucket, as
 * `<prefix>media/<key>` and `<prefix>sources/<key>` (one client shared); without it, the
 * media root and the sources dir on local disk, exactly as before cluster mode.
 */
export function openFileStores(config: Pick<Config, 'mediaRoot' | 'sourcesDir' | 's3'>): FileStores {
  if (!config.s3)
    return { media: new LocalStore(config.mediaRoot), sources: new LocalStore(config.sourcesDir) };
  const client = s3Client(config.s3);
  return {
    media: new S3Store(client, config.s3, `${config.s3.prefix}media/`),
    sources: new S3Store(client, config.s3, `${config.s3.prefix}sources/`),
  };
}

const opened = new WeakMap<object, FileStores>();

/**
 * The stores of this configuration object, opened once (one S3 client and its connection
 * pool per process, however many plugins ask).
 */
export function fileStoresOf(config: Pick<Config, 'mediaRoot' | 'sourcesDir' | 's3'>): FileStores {
  let stores = opened.get(config);
  if (!stores) {
    stores = openFileStores(config);
    opened.set(config, stores);
  }
  return stores;
}
