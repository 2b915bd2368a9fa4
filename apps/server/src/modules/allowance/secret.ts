import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

/** Name of the generated key file in DATA_DIR when ALLOWANCE_SECRET_KEY is not set. */
export const SECRET_KEY_FILE = 'allowance-secret.key';

const keys = new Map<string, Buffer>();

/**
 * The 32-byte AES-256 key for the external allowance system passwords: ALLOWANCE_SECRET_KEY
 * (64 hex characters) when set, otherwise `<dataDir>/allowance-secret.key`, created with a random
 * key (mode 0600) the first time it is needed. Read once per process and key source.
 * @throws Error when ALLOWANCE_SECRET_KEY or the key file is not 64 hex characters
 */
export function secretKey(config: Pick<Config, 'allowanceSecretKey' | 'dataDir'>): Buffer {
  const source = config.allowanceSecretKey ?? path.join(config.dataDir, SECRET_KEY_FILE);
  const cached = keys.get(source);
  if (cached) return cached;
  let hex: string;
  if (config.allowanceSecretKey !== undefined) hex = config.allowanceSecretKey.trim();
  else if (fs.existsSync(source)) hex = fs.readFileSync(source, 'utf8').trim();
  else {
    hex = randomBytes(32).toString('hex');
    fs.mkdirSync(path.dirname(source), { recursive: true });
    // 'wx': never overwrite a key another process wrote meanwhile
    try {
      fs.writeFileSync(source, `${hex}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      hex = fs.readFileSync(source, 'utf8').trim();
    }
  }
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('ALLOWANCE_SECRET_KEY（或密钥文件）应为64位十六进制字符');
  const key = Buffer.from(hex, 'hex');
  keys.set(source, key);
  return key;
}

/** Encrypts `plain` with AES-256-GCM: base64 of a random 12-byte iv, the 16-byte tag and the ciphertext. */
export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/**
 * Decrypts what {@link encryptSecret} made.
 * @throws Error when the key is not the one it was encrypted with or the text was altered
 */
export function decryptSecret(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
