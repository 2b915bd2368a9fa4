import { CODE } from '@portal/api';

/**
 * A failure a handler reports to the caller: answered as the envelope `{ code, msg, data: null }`
 * with HTTP 200 (DESIGN.md section 3). `msg` is Chinese and shown to the user as is.
 */
export class Fail extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'Fail';
  }
}

export const notLoggedIn = () => new Fail(CODE.notLoggedIn, '请先登录');
export const forbidden = (msg = '暂无权限') => new Fail(CODE.forbidden, msg);
export const notFound = (msg = '记录不存在') => new Fail(CODE.notFound, msg);
export const invalid = (msg: string) => new Fail(CODE.invalidInput, msg);
export const conflict = (msg: string) => new Fail(CODE.conflict, msg);
