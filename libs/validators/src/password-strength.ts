import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import { passwordProblem } from './contact';

/**
 * Passwords and words common among Chinese users that the English and common lists of zxcvbn-ts
 * miss: pinyin names and phrases (woaini 我爱你, zhangwei 张伟), number puns (5201314 我爱你一生一世)
 * and keyboard runs typed by habit. zxcvbn also finds them inside longer passwords and with
 * capitals or l33t substitutions (Woaini@1314).
 */
export const CHINESE_COMMON_PASSWORDS = [
  'woaini', 'woaini1314', 'woaini520', 'aini1314', 'wohenaini', 'woaiwojia', 'laopo', 'laogong', 'baobao', 'baobei',
  'zhangwei', 'wangwei', 'wangfang', 'liwei', 'lina', 'zhangmin', 'lijing', 'wangjing', 'liuwei', 'wangli', 'zhangli', 'lixia',
  'zhangsan', 'lisi', 'wangwu', 'xiaoming', 'xiaohong', 'nihao', 'mima', 'mima123', 'xingfu', 'kuaile', 'tiantian', 'pingan',
  'zhongguo', 'beijing', 'shanghai', 'shenzhen', 'guangzhou', 'huawei', 'xiaomi', 'taobao', 'weixin', 'qqqq',
  '5201314', '1314520', '521521', '520520', '1314', '147258', '147258369', '159357', '123qwe', 'qwe123', 'qwer1234', 'asdf1234',
  'zxcv1234', '1qaz2wsx', 'qazwsx', 'a123456', 'abc123', 'aa123456', '88888888', '66666666', '666666', '888888', '168168',
] as const;

/** Lowest zxcvbn score (0 to 4) a new password must reach: 3, "safely unguessable" (about 10^8 guesses and more). */
export const PASSWORD_MIN_SCORE = 3;

/** Only this many leading characters are scored, so checking a 64-character password stays fast (zxcvbn is slower on long input). */
export const PASSWORD_SCORED_LENGTH = 32;

/** What a password must not contain: the account's login name, bound phone and person's name, each where known. */
export interface PasswordContext {
  account?: string | undefined;
  phone?: string | undefined;
  name?: string | undefined;
}

/** The verdict on a new password: `message` is the Chinese reason shown under the field when `ok` is false, '' otherwise. */
export interface PasswordStrength {
  ok: boolean;
  message: string;
}

let factory: ZxcvbnFactory | undefined;

/** The zxcvbn-ts estimator with its common and English dictionaries and {@link CHINESE_COMMON_PASSWORDS}, built on first use. */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    graphs: zxcvbnCommon.adjacencyGraphs,
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary, 'chinese-common': [...CHINESE_COMMON_PASSWORDS] },
  });
  return factory;
}

/**
 * Whether a new password is strong enough (OWASP ASVS V2.1.7, V2.1.9 and NIST SP 800-63B 5.1.1.2:
 * refuse common, breached or context-specific passwords). In order:
 * 1. the character policy of {@link passwordProblem} (length 8 to 64, letter + digit + symbol);
 * 2. it must not contain the account name, the phone or the name of `context` (case-insensitive;
 *    values shorter than 3 characters, 2 for a name, are ignored);
 * 3. the zxcvbn-ts score of its first {@link PASSWORD_SCORED_LENGTH} characters, with the common
 *    and English dictionaries, {@link CHINESE_COMMON_PASSWORDS} and the context as user inputs,
 *    must be at least {@link PASSWORD_MIN_SCORE}. 'P@ssw0rd' and 'Admin@123' fail here.
 * Used by the server's gate for every new password and, lazily loaded, by the portal's forms.
 * `opts.score: false` skips step 3 for a password the server drew at random (its strength is known
 * from how it was drawn; zxcvbn estimates what people choose, at about 18 ms a check).
 */
export function checkPasswordStrength(password: string, context: PasswordContext = {}, opts: { score?: boolean } = {}): PasswordStrength {
  const problem = passwordProblem(password);
  if (problem) return { ok: false, message: problem };
  const lower = password.toLowerCase();
  const contains = (value: string | undefined, min: number) => value !== undefined && value.trim().length >= min && lower.includes(value.trim().toLowerCase());
  if (contains(context.account, 3)) return { ok: false, message: '密码不能包含账号' };
  if (contains(context.phone, 3)) return { ok: false, message: '密码不能包含手机号' };
  if (contains(context.name, 2)) return { ok: false, message: '密码不能包含姓名' };
  if (opts.score === false) return { ok: true, message: '' };
  const inputs = [context.account, context.phone, context.name].filter((v): v is string => Boolean(v && v.trim()));
  const { score } = estimator().check(password.slice(0, PASSWORD_SCORED_LENGTH), inputs);
  if (score < PASSWORD_MIN_SCORE) return { ok: false, message: '密码过于简单或常见，容易被猜中，请换一个（可加长，或混合不相关的词、数字和符号）' };
  return { ok: true, message: '' };
}
