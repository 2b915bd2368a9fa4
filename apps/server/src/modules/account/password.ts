import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { checkPasswordStrength, type PasswordContext } from '@portal/validators/password-strength';
import { invalid } from '../../http/errors';
import { DEMO_PASSWORD } from '../../seed/credentials';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

/** scrypt cost (N = 2^14, r = 8, p = 1: about 16 MiB and 50 ms per hash), OWASP's minimum. */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** Hashes a password with scrypt and a random 16-byte salt: 'scrypt$N$r$p$salt$hash' (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * The one gate of every new password (registration, settle-in, forgotten, changed and first
 * password): refuses it with the reason of {@link checkPasswordStrength} (common, too weak, or
 * containing the account name, phone or name of `context`) and the published demo password (so only
 * the demo seed, which hashes directly, makes an account that accepts it), else hashes it.
 * @throws Fail 4001 with the reason, e.g. '密码不能包含账号', '该密码为公开的演示密码，请另设密码'
 */
export async function hashNewPassword(password: string, context: PasswordContext): Promise<string> {
  if (password === DEMO_PASSWORD) throw invalid('该密码为公开的演示密码，请另设密码');
  const verdict = checkPasswordStrength(password, context);
  if (!verdict.ok) throw invalid(verdict.message);
  return hashPassword(password);
}

/** Whether `password` matches a hash made by {@link hashPassword} (constant-time comparison). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(key, expected);
}

/** A hash of a random password, compared against when the account does not exist so timing does not reveal it. */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(16).toString('hex'));
