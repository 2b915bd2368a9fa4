import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok, type FakeCall } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

const pending = [1, 2].map((id) => ({
  id,
  name: `待评${id}`,
  idCard: '440106********1234',
  phone: '138****0000',
  companyId: 1,
  companyName: '广州测试科技有限公司',
  streetName: '南湾街道',
  subsidyItem: '见习补贴',
  year: 2026,
  amount: 3000,
  education: '大学本科',
  status: 'awaiting_check',
  version: 0,
  comment: '',
  auditedBy: '',
  auditedAt: null,
  expertScore: id === 2 ? 77.5 : null,
  pushedAt: null,
}));

describe('expert evaluation (/evaluateGJN, /evaluateGJNNoEdit)', () => {
  beforeEach(() => {
    logoutAll();
    loginAs(1, { name: '李文华', deptName: '就业中心', userType: ['就业中心'] });
    fakeApi({
      'GET /api/allowance/areaAudit/abilities': () => ok({ audit: true, evaluate: true, fullNumbers: true }),
      'GET /api/allowance/areaAudit/personList': (c: FakeCall) => ok({ list: c.params.get('status') === 'awaiting_check' ? pending : [], total: 2 }),
      'POST /api/allowance/areaAudit/expertBatchAudit': () => ok({ succeeded: 1, failed: 0, results: [{ id: 1, ok: true, status: 'awaiting_check', message: '评分已保存' }] }),
    });
  });

  it('asks only pending records, refuses a score outside 0-100, and saves the typed scores in one request', async () => {
    renderApp('/evaluateGJN');
    const [score] = await screen.findAllByLabelText('待评1 的评分');
    expect(callsTo('GET', '/api/allowance/areaAudit/personList').at(-1)!.params.get('status')).toBe('awaiting_check');
    fireEvent.change(score!, { target: { value: '120' } });
    expect(await screen.findByText('评分应为 0-100 的整数')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: '保存评分（1）', hidden: true })).toHaveProperty('disabled', true);
    fireEvent.change(score!, { target: { value: '88' } });
    fireEvent.change(screen.getAllByLabelText('待评1 的评语')[0]!, { target: { value: '岗位与专业相符' } });
    fireEvent.click(screen.getByRole('button', { name: '保存评分（1）', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/allowance/areaAudit/expertBatchAudit')).toHaveLength(1));
    expect(callsTo('POST', '/api/allowance/areaAudit/expertBatchAudit')[0]!.body).toEqual({ items: [{ id: 1, score: 88, comment: '岗位与专业相符' }] });
  });

  it('shows the mean scores without inputs on the read-only page', async () => {
    renderApp('/evaluateGJNNoEdit');
    await screen.findAllByText('待评2');
    expect(screen.getAllByText('77.5').length).toBeGreaterThan(0);
    expect(screen.queryAllByLabelText('待评1 的评分')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /保存评分/, hidden: true })).toBeNull();
  });
});
