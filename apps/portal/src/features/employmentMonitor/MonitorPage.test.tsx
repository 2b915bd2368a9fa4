import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

const row = {
  id: 7,
  period: '2026-10',
  lastCount: 120,
  hired: 6,
  left: 4,
  currentCount: 122,
  reason: '自然减员',
  filledBy: '李敏',
  phone: '139****0001',
  entName: '广州南湾科技有限公司',
  userName: '陈晓明',
  updatedAt: '2026-10-31 10:00:00',
};

describe('an employment-monitoring page (/modifyUnemployment, issue 14)', () => {
  beforeEach(() => {
    logoutAll();
    fakeApi({
      'GET /api/employmentMonitor/unemployment/list': () => ok({ list: [row], total: 1 }),
    });
  });

  it('lets an enterprise add, import and correct its own reports', async () => {
    loginAs(2, { name: '陈晓明' });
    renderApp('/modifyUnemployment');
    expect((await screen.findAllByTestId('ledger-row', {}, { timeout: 5000 }))[0]!.textContent).toContain('2026-10');
    expect(screen.getByRole('button', { name: '新增记录', hidden: true })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: '导入', hidden: true })).toBeInstanceOf(HTMLElement);
    expect(screen.getAllByRole('button', { name: '修改', hidden: true })).not.toHaveLength(0);
  });

  it('shows the overseeing office every enterprise’s reports with 单位名称, to filter and export but not to change', async () => {
    loginAs(1, {
      name: '韩梅',
      deptName: '区人力资源和社会保障局',
      userType: ['就业促进科'],
    });
    renderApp('/modifyUnemployment?tab=unemploymentMonitor&keyword=%E5%8D%97%E6%B9%BE');
    const listed = (await screen.findAllByTestId('ledger-row', {}, { timeout: 5000 }))[0]!;
    expect(listed.textContent).toContain('广州南湾科技有限公司');
    expect(screen.getByRole('columnheader', { name: '单位名称', hidden: true })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: '新增记录', hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: '导入', hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: '修改', hidden: true })).toBeNull();
    expect(screen.getByRole('link', { name: '企业用工定点监测', hidden: true })).toBeInstanceOf(HTMLElement);
    expect(callsTo('GET', '/api/employmentMonitor/unemployment/list').at(-1)!.params.get('keyword')).toBe('南湾');
  });
});
