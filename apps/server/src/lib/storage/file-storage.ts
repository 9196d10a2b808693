/**
 * Where uploaded files live. Keys are server-made relative paths ("gallery/12/3f..9a.png"); the public
 * address of a key is OSS_FILE_HOME + "/" + key (local disk: /files, served by plugins/web.ts).
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when the key does not exist. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the storage can take files (readiness); a cheap check, no file is written. */
  probe(): Promise<void>;
}

/** Keys are made by the server, but check anyway: no "..", no absolute paths, only plain characters. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_-]*\.[a-z0-9]+$/i.test(key) || key.split('/').some((p) => p === '' || p === '..'))
    throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
}
