import type { UserInfo } from '@portal/api';

/**
 * A complete session user info (SPEC.md section 3) for tests: a government user of 就业中心
 * named 张三 unless `over` says otherwise. Imported from '@portal/auth/testing' by test files only.
 */
export function userInfoFixture(over: Partial<UserInfo> = {}): UserInfo {
  return {
    token: 't0k3n',
    userId: 7,
    userName: 'staff_jyzx',
    name: '张三',
    nickName: '张三',
    avatar: '',
    phonenumber: '13800000000',
    enterpriseType: '',
    deptName: '就业中心',
    userType: ['就业中心'],
    onOff: '1',
    onOffEnt: '1',
    duration: 0,
    havePower: 0,
    entId: null,
    ...over,
  };
}
