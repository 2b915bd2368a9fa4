import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SMS_KINDS, SMS_KIND_KEYS, type SmsGatewayTemplate, type SmsKind } from '@portal/api';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fail, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

// role queries pass { hidden: true }: jsdom has no layout (see SiteHeader.test.tsx)
const STATE = '/api/center/smsGateway';
const SAVE = '/api/center/smsGateway/template';
const TEST_SEND = '/api/center/smsGateway/testSend';

/** A kind's template as the server lists it: the suggested text registered, a code for every kind but `code`. */
const template = (kind: SmsKind, over: Partial<SmsGatewayTemplate> = {}): SmsGatewayTemplate => {
  const spec = SMS_KINDS[kind];
  return {
    kind,
    label: spec.label,
    templateCode: kind === 'code' ? '' : 'SMS_100001',
    content: spec.suggested,
    params: Object.entries(spec.params).map(([name, p]) => ({ name, label: p.label, example: p.example })),
    suggested: spec.suggested,
    preview: `【测试区人社】${spec.label}示例`,
    problem: kind === 'code' ? '未填写模板编号' : '',
    updatedAt: kind === 'code' ? '' : '2026-12-01 09:00:00',
    ...over,
  };
};
const state = { provider: 'aliyun', providerLabel: '阿里云短信', signName: '测试区人社', paramMaxLength: 35, problem: '', templates: SMS_KIND_KEYS.map((k) => template(k)) };

const card = async () => within(await screen.findByTestId('sms-kind-code'));
const admin = () => loginAs(1, { name: '林晓', deptName: '人力资源和社会保障局', userType: [] }, [{ name: 'admin' }]);

describe('系统管理 › 短信网关', () => {
  beforeEach(() => logoutAll());

  it('shows the gateway, and a kind without a template code as not ready; saving sends the typed code and shows the answer’s preview', async () => {
    fakeApi({
      [`GET ${STATE}`]: () => ok(state),
      [`POST ${SAVE}`]: (call) => {
        const body = call.body as { kind: SmsKind; templateCode: string; content: string };
        return ok(template('code', { templateCode: body.templateCode, content: body.content, preview: '【测试区人社】您正在登录，验证码：123456，5分钟内有效。', problem: '', updatedAt: '2026-12-06 10:00:00' }));
      },
    });
    admin();
    renderApp('/smsGateway');
    const kind = await card();
    expect(screen.getByTestId('sms-gateway-summary').textContent).toContain('阿里云短信');
    expect(screen.getByTestId('sms-gateway-summary').textContent).toContain('【测试区人社】');
    expect(screen.getByTestId('sms-gateway-summary').textContent).toContain('每个变量最多 35 字');
    expect(screen.queryByTestId('sms-gateway-log')).toBeNull();
    expect(kind.getByTestId('sms-kind-state').textContent).toBe('未完成');
    expect(kind.getByTestId('sms-kind-problem').textContent).toBe('未填写模板编号');
    expect(within(screen.getByTestId('sms-kind-loginAlert')).getByTestId('sms-kind-state').textContent).toBe('可发送');
    expect(kind.getByText('${minutes}')).toBeInstanceOf(HTMLElement);

    fireEvent.change(kind.getByLabelText('模板编号'), { target: { value: 'SMS_468123' } });
    fireEvent.click(kind.getByRole('button', { name: '保存', hidden: true }));
    await waitFor(() => expect(callsTo('POST', SAVE)).toHaveLength(1));
    expect(callsTo('POST', SAVE)[0]!.body).toEqual({ kind: 'code', templateCode: 'SMS_468123', content: SMS_KINDS.code.suggested });
    await waitFor(() => expect(kind.getByTestId('sms-preview').textContent).toBe('【测试区人社】您正在登录，验证码：123456，5分钟内有效。'));
    expect(kind.getByTestId('sms-kind-state').textContent).toBe('可发送');
    expect((kind.getByLabelText('模板编号') as HTMLInputElement).value).toBe('SMS_468123');
  });

  it('使用建议内容 fills the text; 试发到本人手机 shows the gateway’s answer and the text sent', async () => {
    fakeApi({
      [`GET ${STATE}`]: () => ok({ ...state, templates: state.templates.map((tpl) => (tpl.kind === 'code' ? { ...tpl, content: '' } : tpl)) }),
      [`POST ${TEST_SEND}`]: () => ok({ phone: '139****5678', status: 'accepted', statusLabel: '网关已受理', detail: 'OK 请求成功', text: '【测试区人社】您正在登录，验证码：******，5分钟内有效。' }),
    });
    admin();
    renderApp('/smsGateway');
    const kind = await card();
    const content = kind.getByLabelText('模板内容') as HTMLTextAreaElement;
    expect(content.value).toBe('');
    fireEvent.click(kind.getByRole('button', { name: '使用建议内容', hidden: true }));
    expect(content.value).toBe(SMS_KINDS.code.suggested);

    fireEvent.click(kind.getByRole('button', { name: '试发到本人手机', hidden: true }));
    const result = within(await kind.findByTestId('sms-test-result'));
    expect(callsTo('POST', TEST_SEND)[0]!.body).toEqual({ kind: 'code' });
    expect(result.getByText('网关已受理')).toBeInstanceOf(HTMLElement);
    expect(result.getByText('【测试区人社】您正在登录，验证码：******，5分钟内有效。')).toBeInstanceOf(HTMLElement);
    expect(result.getByText('收信手机：139****5678')).toBeInstanceOf(HTMLElement);
    expect(result.getByText('OK 请求成功')).toBeInstanceOf(HTMLElement);
  });

  it('a save the server refuses keeps what was typed and shows why under the field', async () => {
    fakeApi({
      [`GET ${STATE}`]: () => ok(state),
      [`POST ${SAVE}`]: () => fail(4001, '模板内容须与在短信服务商处登记的一致'),
    });
    admin();
    renderApp('/smsGateway');
    const kind = await card();
    fireEvent.change(kind.getByLabelText('模板编号'), { target: { value: 'SMS_468123' } });
    fireEvent.change(kind.getByLabelText('模板内容'), { target: { value: '您的验证码为${code}，${minutes}分钟内有效。' } });
    fireEvent.click(kind.getByRole('button', { name: '保存', hidden: true }));
    expect(await kind.findByText('模板内容须与在短信服务商处登记的一致')).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', SAVE)[0]!.body).toEqual({ kind: 'code', templateCode: 'SMS_468123', content: '您的验证码为${code}，${minutes}分钟内有效。' });
    expect((kind.getByLabelText('模板编号') as HTMLInputElement).value).toBe('SMS_468123');
    expect((kind.getByLabelText('模板内容') as HTMLTextAreaElement).value).toBe('您的验证码为${code}，${minutes}分钟内有效。');
    expect(kind.getByTestId('sms-kind-state').textContent).toBe('未完成');
  });

  it('a text with a parameter the kind lacks is refused before any call', async () => {
    fakeApi({ [`GET ${STATE}`]: () => ok({ ...state, provider: 'log', providerLabel: '开发用传输（只记录，不发出）', problem: '' }) });
    admin();
    renderApp('/smsGateway');
    const kind = await card();
    expect(screen.getByTestId('sms-gateway-log').textContent).toContain('不会发到手机');
    fireEvent.change(kind.getByLabelText('模板内容'), { target: { value: '您的验证码为${code}，序号${serial}' } });
    fireEvent.click(kind.getByRole('button', { name: '保存', hidden: true }));
    expect(await kind.findByText(/变量 \$\{serial\} 不是此类短信的参数/)).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', SAVE)).toHaveLength(0);
  });
});

describe('系统管理 › 短信发送记录: the gateway’s answer', () => {
  beforeEach(() => logoutAll());

  it('shows each message’s status with the gateway’s answer, the receipt and the attempt', async () => {
    const row = { phone: '139****5678', scene: 'login', sceneLabel: '登录验证码', content: '【测试区人社】您正在登录，验证码：******，5分钟内有效。', transport: 'aliyun', at: '2026-12-06 10:00:00' };
    fakeApi({
      'GET /api/center/smsOutbox': () =>
        ok({
          list: [
            { ...row, id: 2, status: 'delivered', statusLabel: '已送达', detail: 'DELIVERED 用户接收成功', attempts: 2, receiptAt: '2026-12-06 10:00:05' },
            { ...row, id: 1, status: 'refused', statusLabel: '网关拒绝', detail: 'isv.MOBILE_NUMBER_ILLEGAL 手机号码格式错误', attempts: 1, receiptAt: '' },
          ],
          total: 2,
          queued: 0,
          failed: 0,
        }),
    });
    admin();
    renderApp('/smsOutbox');
    expect(await screen.findByRole('columnheader', { name: '状态', hidden: true })).toBeInstanceOf(HTMLElement);
    const [delivered, refused] = await screen.findAllByTestId('sms-outbox-row');
    expect(within(delivered!).getByTestId('sms-outbox-status').textContent).toBe('已送达');
    expect(delivered!.textContent).toContain('DELIVERED 用户接收成功');
    expect(delivered!.textContent).toContain('回执 2026-12-06 10:00:05');
    expect(delivered!.textContent).toContain('第2次');
    expect(within(refused!).getByTestId('sms-outbox-status').textContent).toBe('网关拒绝');
    expect(refused!.textContent).not.toContain('回执');
    expect(refused!.textContent).not.toContain('第1次');
  });
});
