import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { checkPasswordStrength, type PasswordContext } from '@portal/validators/password-strength';
import { invalid } from '../../http/errors';
import { DEMO_PASSWORD } from '../../seed/credentials';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

/** scrypt cost (N = 2^14, r = 8, p = 1: about 16 MiB and 50 ms per hash), OWASP's minimum. */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
/**
 * scrypt cost of a one-time random password (N = 2^12: about 4 MiB and 12 ms), for the temporary and
 * initial passwords the server draws itself (about 61 bits of entropy, replaced at the first login):
 * a slow hash protects guessable passwords; one of these is out of reach of guessing at any cost
 * (OWASP Password Storage: the work factor is for low-entropy secrets). It keeps a 2,000-account
 * staff import within seconds.
 */
const ONE_TIME_PARAMS = { N: 4096, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** Hashes a password with scrypt and a random 16-byte salt: 'scrypt$N$r$p$salt$hash' (base64); the cost is stored with it. */
export async function hashPassword(password: string, params: { N: number; r: number; p: number } = PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
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

/**
 * The gate of a password the server draws itself (a temporary or initial password, answered once or
 * sent by SMS and replaced at the first login): the character policy and the account, phone and name
 * rules of {@link hashNewPassword} without zxcvbn's estimate (a random draw's strength is known),
 * hashed at {@link ONE_TIME_PARAMS}.
 * @throws Fail 4001 when the draw breaks the policy (the caller draws again)
 */
export async function hashOneTimePassword(password: string, context: PasswordContext): Promise<string> {
  const verdict = checkPasswordStrength(password, context, { score: false });
  if (!verdict.ok) throw invalid(verdict.message);
  return hashPassword(password, ONE_TIME_PARAMS);
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
