import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@portal/api';
import * as t from '../../i18n/zh-CN';

/** The message of a failed call, or a generic one. */
export const messageOf = (error: unknown): string => (error instanceof ApiError || error instanceof Error ? error.message : '') || t.account.failed;

/** Which form field a server message is about, by what it says (the messages of modules/account). */
const FIELD_BY_MESSAGE: [RegExp, string[]][] = [
  [/短信验证码/, ['smsCode']],
  [/图形验证码|请输入验证码|验证码错误或已过期/, ['code']],
  [/手机号/, ['phone']],
  [/身份证|经办人/, ['idCard', 'contactIdCard']],
  [/原密码/, ['oldPassword']],
  [/登录密码|新密码|初始密码|^密码/, ['password']],
  [/该账号已被注册/, ['username']],
  [/统一社会信用代码|该企业/, ['creditCode']],
  [/企业名称/, ['entName']],
];

/**
 * Shows a failed call where the user will look: under the field it is about (the server's
 * '参数错误：{field} …' names it; otherwise the wording tells) when the form has that field, else
 * as the form's message. What the user typed is kept either way.
 * @returns the form-level message, or null when a field took it
 */
export function showServerError<F extends FieldValues>(error: unknown, fields: readonly Path<F>[], setError: UseFormSetError<F>): string | null {
  const message = messageOf(error);
  const named = /^参数错误：(\w+) (.+)$/.exec(message);
  if (named && fields.includes(named[1] as Path<F>)) {
    setError(named[1] as Path<F>, { type: 'server', message: named[2]! }, { shouldFocus: true });
    return null;
  }
  for (const [pattern, candidates] of FIELD_BY_MESSAGE) {
    if (!pattern.test(message)) continue;
    const field = candidates.find((c) => fields.includes(c as Path<F>));
    if (field) {
      setError(field as Path<F>, { type: 'server', message }, { shouldFocus: true });
      return null;
    }
  }
  return message;
}
