import type { AccountState, LoginResult } from '@portal/api';
import { userInfoFixture } from '@portal/auth/testing';

/** A login answer for component tests: `kind` 1, 2 or 3, user info and account state overridable. */
export function loginResultFixture(kind: 1 | 2 | 3, info: Partial<LoginResult['userInfo']> = {}, accountState: Partial<AccountState> = {}): LoginResult {
  return {
    userKind: kind,
    userInfo: userInfoFixture({ token: `tok-${kind}`, ...(kind === 1 ? {} : { deptName: '', userType: [] }), ...info }),
    personRouters: [],
    account: { status: 'active', mustSetPassword: false, category: kind === 3 ? 'person' : '', application: null, ...accountState },
  };
}
