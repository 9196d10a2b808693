import { constants, generateKeyPair, privateDecrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { ErrorCode, zPassword } from '@mall/contracts';
import { AppError } from '../../lib/app-error';
import type { AuthRepository } from './auth.repository';

const generate = promisify(generateKeyPair);
const keyName = 'sec-rsa';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function secInvalid() {
  return new AppError(ErrorCode.VALIDATION_FAILED, 'auth.secInvalid');
}

/** The RSA key pair for the password field `sec`, shared by all server copies through the database. */
export class KeyService {
  private keys?: Promise<{ publicKey: string; privateKey: string }>;

  constructor(private readonly repo: AuthRepository) {}

  private load() {
    this.keys ??= (async () => {
      const existing = await this.repo.getKey(keyName);
      if (existing) return existing;
      const pair = await generate('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
      // Two copies starting together may both generate; the first insert wins and both read it back.
      await this.repo.insertKeyIfAbsent({ name: keyName, ...pair });
      const stored = await this.repo.getKey(keyName);
      if (!stored) throw new Error('RSA key pair missing after insert');
      return stored;
    })().catch((error) => {
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }

  async getPublicKey(): Promise<string> {
    return (await this.load()).publicKey;
  }

  /** sec = urlencode(urlencode(base64(RSA-OAEP-SHA256(password)))). Any malformed step is the same 40000. */
  async decryptSec(sec: string): Promise<string> {
    let b64: string;
    try {
      b64 = decodeURIComponent(decodeURIComponent(sec));
    } catch {
      throw secInvalid();
    }
    if (!BASE64.test(b64)) throw secInvalid();
    const cipher = Buffer.from(b64, 'base64');
    if (cipher.length !== 256) throw secInvalid();
    const { privateKey } = await this.load();
    let password: string;
    try {
      password = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        cipher,
      ).toString('utf8');
    } catch {
      throw secInvalid();
    }
    if (password.length === 0 || password.length > 128) throw secInvalid();
    return password;
  }

  /** For a new password: decrypt, then apply the password rule of spec §5 (6-20, letters and digits). */
  async decryptNewPassword(sec: string): Promise<string> {
    const password = await this.decryptSec(sec);
    if (!zPassword.safeParse(password).success)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'error.validation', {
        field: 'sec',
        reason: 'validation.password',
      });
    return password;
  }
}
