import { idCardCheckChar } from '@portal/validators';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fail, fakeApi, ok, type FakeCall } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

// Chakra's responsive styles make jsdom count some elements as hidden: role queries pass { hidden: true }.

const ID_BODY = '44010619920618123';
const ID_CARD = ID_BODY + idCardCheckChar(ID_BODY);

/** An application as apply/detail answers it, in a given status with given form values. */
const application = (status: string, fields: Record<string, unknown>, timeline: unknown[] = []) => ({
  id: 7,
  applyNo: 'ZF2026000007',
  type: 'zhufang',
  typeLabel: '人才住房（公寓）申请',
  taskTypeCode: '20',
  status,
  statusLabel: '暂存',
  version: 3,
  applicantName: '张伟',
  applicantIdCard: '440106********1234',
  applicantPhone: '137****7001',
  entName: '',
  peopleCount: 0,
  amount: 0,
  submittedAt: null,
  updatedAt: '2026-11-20 09:30:00',
  filedBy: 'person',
  fields,
  attachments: [],
  eligibility: [],
  scores: [],
  suggestedScore: null,
  timeline,
  allowedActions: ['save', 'fill'],
  mayRevealNumbers: false,
  publicityStart: null,
  publicityEnd: null,
});

const saved = (call: FakeCall) => ok({ id: 7, applyNo: 'ZF2026000007', status: 'temporary_storage', version: ((call.body as { version?: number }).version ?? 0) + 1, savedAt: '2026-11-21 10:00:00' });

const base = {
  'GET /api/address/getAddress': () => ok({ streets: [{ code: '440120001', name: '北岭街道' }], industries: [] }),
  'GET /api/second/task/applyCount': () => ok({ count: 128 }),
  'POST /api/second/apply/zhufang/save': saved,
};

const form = () => screen.findByRole('form', { name: '人才住房（公寓）申请', hidden: true });
const field = (f: HTMLElement, label: string) => within(f).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (f: HTMLElement, label: string, value: string) => fireEvent.change(field(f, label), { target: { value } });

/** Fills every required field of the housing form with valid values. */
function fillValid(f: HTMLElement) {
  type(f, '身份证号码', ID_CARD);
  type(f, '手机号码', '13700137001');
  type(f, '最高学历', '大学本科');
  type(f, '工作单位', '广州演示科技有限公司');
  type(f, '婚姻状况', '未婚');
  type(f, '共同申请人数', '2');
  type(f, '本区有无自有住房', '无');
  type(f, '意向街道', '440120001');
  type(f, '意向户型', '一房');
}

describe('the application form (/applySubsidies)', () => {
  beforeEach(() => {
    logoutAll();
    loginAs(3, { name: '张伟' });
  });

  it('restores the draft kept on the server and keeps what is typed there, with the version the last save answered', async () => {
    fakeApi({ ...base, 'GET /api/second/apply/zhufang/get': () => ok({ application: application('temporary_storage', { name: '张伟', idCard: ID_CARD, familySize: 3, preferredStreet: '440120001' }), prefill: { name: '张伟' } }) });
    renderApp('/applySubsidies?type=zhufang');
    const f = await form();
    expect(await screen.findByTestId('draft-restored')).toBeInstanceOf(HTMLElement);
    expect(field(f, '身份证号码').value).toBe(ID_CARD);
    expect(field(f, '共同申请人数').value).toBe('3');
    await waitFor(() => expect(field(f, '意向街道').value).toBe('440120001'));
    // the banner of a housing page shows the apply count of task code 20 (banner mode 4)
    expect(await screen.findByText('128')).toBeInstanceOf(HTMLElement);
    expect(callsTo('GET', '/api/second/task/applyCount')[0]!.params.get('taskTypeCode')).toBe('20');

    type(f, '工作单位', '广州演示');
    type(f, '工作单位', '广州演示科技有限公司');
    await waitFor(() => expect(callsTo('POST', '/api/second/apply/zhufang/save')).toHaveLength(1), { timeout: 3000 });
    const body = callsTo('POST', '/api/second/apply/zhufang/save')[0]!.body as { id: number; version: number; fields: Record<string, unknown> };
    expect(body.id).toBe(7);
    expect(body.version).toBe(3);
    expect(body.fields).toMatchObject({ name: '张伟', idCard: ID_CARD, entName: '广州演示科技有限公司', familySize: '3', attachmentIds: [] });
    expect((await screen.findByTestId('draft-state')).textContent).toMatch(/^已自动暂存 \d\d:\d\d:\d\d$/);
  });

  it('names every field that needs correcting, in Chinese, and sends nothing', async () => {
    fakeApi({ ...base, 'GET /api/second/apply/zhufang/get': () => ok({ application: null, prefill: { name: '张伟' } }) });
    renderApp('/applySubsidies?type=zhufang');
    const f = await form();
    expect(field(f, '姓名').value).toBe('张伟');
    type(f, '身份证号码', '440106199206181230');
    type(f, '手机号码', '2370013700');
    type(f, '共同申请人数', '9');
    fireEvent.click(within(f).getByRole('button', { name: '提交申请', hidden: true }));
    expect((await screen.findByTestId('form-invalid')).textContent).toBe('有 9 处需要修改，请按标红的提示修改后再提交。');
    for (const message of ['身份证号码应为18位，且出生日期和校验位正确', '手机号码应为11位大陆手机号', '共同申请人数不能大于6', '请选择最高学历', '请填写工作单位', '请选择婚姻状况', '请选择本区有无自有住房', '请选择意向街道', '请选择意向户型'])
      expect(within(f).getByText(message)).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/api/second/apply/zhufang/fill')).toHaveLength(0);

    // a corrected field loses its message at once
    type(f, '共同申请人数', '2');
    await waitFor(() => expect(within(f).queryByText('共同申请人数不能大于6')).toBeNull());
  });

  it('keeps every value after a failed submit, says why, and the draft on the server holds them', async () => {
    let draft: Record<string, unknown> | null = null;
    fakeApi({
      ...base,
      'GET /api/second/apply/zhufang/get': () => ok({ application: draft && application('temporary_storage', draft), prefill: { name: '张伟' } }),
      'POST /api/second/apply/zhufang/save': (call) => {
        draft = (call.body as { fields: Record<string, unknown> }).fields;
        return saved(call);
      },
      'POST /api/second/apply/zhufang/fill': () => fail(4001, '在本区参保不足6个月（现为2个月）'),
    });
    const first = renderApp('/applySubsidies?type=zhufang');
    const f = await form();
    fillValid(f);
    fireEvent.click(within(f).getByRole('button', { name: '提交申请', hidden: true }));
    expect((await screen.findByTestId('submit-failed')).textContent).toContain('在本区参保不足6个月（现为2个月）。已填写的内容和附件都已保留');
    // the pending change was stored before the submit, and the submit carried the same id and version
    const fill = callsTo('POST', '/api/second/apply/zhufang/fill')[0]!.body as { id: number; version: number; fields: Record<string, unknown> };
    expect(fill).toMatchObject({ id: 7, version: 1, fields: { name: '张伟', idCard: ID_CARD, familySize: 2, preferredStreet: '440120001', roomType: '一房', attachmentIds: [] } });
    expect(field(f, '身份证号码').value).toBe(ID_CARD);
    expect(field(f, '意向户型').value).toBe('一房');
    first.unmount();

    renderApp('/applySubsidies?type=zhufang');
    const again = await form();
    expect(await screen.findByTestId('draft-restored')).toBeInstanceOf(HTMLElement);
    expect(field(again, '身份证号码').value).toBe(ID_CARD);
    expect(field(again, '共同申请人数').value).toBe('2');
    expect(field(again, '意向户型').value).toBe('一房');
  });

  it('shows the reason of a return for correction over the form and offers 重新提交', async () => {
    const timeline = [
      { id: 1, action: 'fill', actionLabel: '提交申请', fromStatus: null, toStatus: 'awaiting_check', actorName: '张伟', actorRole: 'applicant', comment: '', at: '2026-11-20 09:00:00' },
      { id: 2, action: 'against', actionLabel: '退回修改', fromStatus: 'awaiting_check', toStatus: 'against', actorName: '孙立', actorRole: 'staff', comment: '请补充租赁合同', at: '2026-11-20 10:00:00' },
    ];
    fakeApi({ ...base, 'GET /api/second/apply/zhufang/get': () => ok({ application: application('against', { name: '张伟' }, timeline), prefill: {} }) });
    renderApp('/applySubsidies?type=zhufang&id=7');
    const f = await form();
    expect((await screen.findByTestId('returned-note')).textContent).toContain('意见：请补充租赁合同');
    expect(within(f).getByRole('button', { name: '重新提交', hidden: true })).toBeInstanceOf(HTMLElement);
    expect(callsTo('GET', '/api/second/apply/zhufang/get')[0]!.params.get('id')).toBe('7');
  });
});
