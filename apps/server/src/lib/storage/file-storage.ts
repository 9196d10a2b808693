/**
 * Where uploaded files live. Keys are server-made relative paths ("gallery/12/3f..9a.png"); the public
 * address of a key is OSS_FILE_HOME + "/" + key (by default /files, which the server answers from this
 * storage, so several server copies sharing one bucket serve each other's files).
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under the key, replacing what was there (readers see the old or the new file whole). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when the key does not exist. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the storage can take files (readiness); a cheap check, no file is written. */
  probe(): Promise<void>;
}

/**
 * Keys are made by the server, but check anyway: no "..", no absolute paths, no hidden names, only plain
 * characters (a dot inside a name is fine: a banner per language is "home-1.en_US.svg").
 */
export function assertSafeKey(key: string): void {
  if (
    !/^[a-z0-9][a-z0-9/._-]*\.[a-z0-9]+$/i.test(key) ||
    key.split('/').some((p) => p === '' || p.startsWith('.'))
  )
    throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
}
