import { screen, within } from '@testing-library/react';
import type { AuditChainItem, LoginLogItem, OperationLogItem } from '@portal/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

const CHAIN = '/api/center/auditChain';

/** A chain head as the server answers it: verified whole this morning unless `over` says otherwise. */
const chain = (log: AuditChainItem['log'], over: Partial<AuditChainItem> = {}): AuditChainItem => ({
  log,
  label: { operation_log: '操作日志', login_attempt: '登录日志', personal_data_access: '个人信息查看记录' }[log],
  seq: 1204,
  hash: 'ab'.repeat(32),
  verifiedAt: '2026-12-07 08:00:00',
  status: 'ok',
  statusLabel: '校验通过',
  problem: '',
  ...over,
});

const operation: OperationLogItem = { id: 40, at: '2026-12-07 09:30:00', userId: 1, account: 'staff_admin', userKind: 1, role: '系统管理员', endpoint: 'friendlyLinkSave', action: '保存友情链接', method: 'POST', path: '/api/center/friendlyLink/save', objectId: '3', code: 2000, success: true, changes: '{"name":"人社部"}', records: [] };
const attempt: LoginLogItem = { id: 7, account: 'staff_admin', ip: '10.0.0.8', at: '2026-12-07 09:00:00', success: false, reason: 'bad-password', reasonLabel: '密码错误' };

const admin = () => loginAs(1, { name: '林晓', deptName: '人力资源和社会保障局', userType: [] }, [{ name: 'admin' }]);

describe('系统管理 › 操作日志 and 登录日志: whether the hash chain verifies (issue 44)', () => {
  beforeEach(() => logoutAll());

  it('/operationLog shows its chain verified whole, with the time of the last verification and the chain’s length', async () => {
    fakeApi({
      'GET /api/center/operationLog': () => ok({ list: [operation], total: 1 }),
      [`GET ${CHAIN}`]: () => ok([chain('login_attempt', { seq: 88 }), chain('operation_log'), chain('personal_data_access', { seq: 3 })]),
    });
    admin();
    renderApp('/operationLog');
    const status = within(await screen.findByTestId('audit-chain'));
    expect(status.getByTestId('audit-chain-status').textContent).toBe('校验通过');
    expect(status.getByText('防篡改校验')).toBeInstanceOf(HTMLElement);
    expect(status.getByText('最近校验 2026-12-07 08:00:00，链尾第 1204 条')).toBeInstanceOf(HTMLElement);
    expect(status.queryByTestId('audit-chain-problem')).toBeNull();
  });

  it('/loginLog shows its own chain broken (not the other logs’), with the row the verifier named', async () => {
    const problem = '第12条（编号40）与写入时不同：内容被修改，或与前一条不再相接';
    fakeApi({
      'GET /api/center/loginLog': () => ok({ list: [attempt], total: 1 }),
      [`GET ${CHAIN}`]: () => ok([chain('login_attempt', { status: 'broken', statusLabel: '链不完整', problem }), chain('operation_log', { status: 'stale', statusLabel: '超过36小时未校验' })]),
    });
    admin();
    renderApp('/loginLog');
    const status = within(await screen.findByTestId('audit-chain'));
    expect(status.getByTestId('audit-chain-status').textContent).toBe('链不完整');
    expect(status.getByTestId('audit-chain-problem').textContent).toBe(problem);
  });
});
