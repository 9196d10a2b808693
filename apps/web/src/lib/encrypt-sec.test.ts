// @vitest-environment node
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptSec } from './encrypt-sec';

describe('encryptSec', () => {
  it('is RSA-OAEP SHA-256, base64, URL-encoded twice', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const sec = await encryptSec('demo1234+/=', pem);
    expect(sec).toMatch(/%25/);
    const base64 = decodeURIComponent(decodeURIComponent(sec));
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    );
    expect(plain.toString('utf8')).toBe('demo1234+/=');
  });
});
