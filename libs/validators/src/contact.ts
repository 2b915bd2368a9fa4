/**
 * Contact details and credentials (issue 3): mainland mobile numbers and the password policy,
 * shared by the portal's forms and the server's input schemas.
 */

/**
 * Whether `value` is a mainland China mobile number: 11 digits beginning 13-19, the mobile
 * network codes of the MIIT numbering plan (《电信网编号计划（2017年版）》, 工业和信息化部).
 * Surrounding spaces are ignored; a +86 prefix, spaces or dashes inside are not accepted.
 */
export function isValidMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value.trim());
}

/**
 * A mobile number as lists, exports and detail pages show it (issue 24): the first 3 and the last
 * 4 digits kept and the middle four hidden, e.g. '136****6184', the display limit (展示限制) of
 * GB/T 35273-2020 section 7.2. The full number is shown only through the server's logged reveal
 * (docs/security.md section 3). Text that is no mainland mobile number is returned unchanged.
 */
export function maskMobile(value: string): string {
  const v = value.trim();
  return isValidMobile(v) ? `${v.slice(0, 3)}****${v.slice(7)}` : value;
}

/** Password length limits of {@link passwordProblem}. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** The policy in one sentence, for form hints. */
export const PASSWORD_RULE = `密码至少${PASSWORD_MIN_LENGTH}位，须同时包含字母、数字和符号`;

/**
 * What is wrong with a new password, in Chinese, or null when it meets the policy: 8 to 64
 * characters, no white space, and at least one letter (A-Z, a-z), one digit and one symbol
 * (any other visible character). The rule is issue 3's; it implements the complexity requirement
 * for authentication data of GB/T 22239-2019 (网络安全等级保护基本要求) 8.1.4.1 a).
 * Only the first problem is reported, in the order length, spaces, character classes.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `密码不能少于${PASSWORD_MIN_LENGTH}位`;
  if (password.length > PASSWORD_MAX_LENGTH) return `密码不能超过${PASSWORD_MAX_LENGTH}位`;
  if (/\s/.test(password)) return '密码不能包含空格';
  const missing = [/[A-Za-z]/.test(password) ? null : '字母', /\d/.test(password) ? null : '数字', /[^A-Za-z\d]/.test(password) ? null : '符号'].filter(Boolean);
  if (missing.length > 0) return `密码须同时包含字母、数字和符号（缺少${missing.join('、')}）`;
  return null;
}

/** Whether a password meets the policy of {@link passwordProblem}. */
export const isStrongPassword = (password: string): boolean => passwordProblem(password) === null;
