import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { idCardCheckChar } from '@portal/validators';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp, renderInRouter } from '../../test/render';
import { ImportProgress } from '../ledger';

const idCard = (ymd: string, seq: number) => {
  const body = `440106${ymd}${String(seq).padStart(3, '0')}`;
  return body + idCardCheckChar(body);
};

describe('identity-card entry (/identificationH5)', () => {
  beforeEach(() => {
    logoutAll();
    loginAs(2);
  });

  it('adds a person through the form as a line, tells what each identity number says, and sends the lines', async () => {
    const good = idCard('19900101', 12);
    fakeApi({ 'POST /api/ent/personal/importIdCard': () => ok({ total: 2, inserted: 1, updated: 0, problems: [{ row: 2, column: '身份证号码', reason: '身份证号码应为18位，且出生日期和校验位正确' }], errorWorkbook: 'UEsDBA==' }) });
    renderApp('/identificationH5');
    const form = await screen.findByRole('form', { name: '添加到名单', hidden: true });
    fireEvent.change(within(form).getByLabelText(/^身份证号码/), { target: { value: good } });
    fireEvent.change(within(form).getByLabelText(/^姓名/), { target: { value: '李四' } });
    fireEvent.change(within(form).getByLabelText(/^手机号码/), { target: { value: '13800138001' } });
    fireEvent.change(within(form).getByLabelText(/^入职日期/), { target: { value: '2024-03-01' } });
    fireEvent.click(within(form).getByRole('button', { name: '添加到名单', hidden: true }));
    const rows = (await screen.findByTestId('id-entry-rows')) as HTMLTextAreaElement;
    await waitFor(() => expect(rows.value).toBe(`李四\t${good}\t13800138001\t大学本科\t\t2024-03-01`));
    fireEvent.change(rows, { target: { value: `${rows.value}\n王五 ${good.slice(0, 17)}0 13800138002 大学本科 2024-03-01` } });
    const preview = screen.getByTestId('id-entry-preview');
    expect(preview.textContent).toContain('共 2 人');
    expect(preview.textContent).toMatch(/李四女 · \d+岁/);
    expect(preview.textContent).toContain('身份证号码不正确');
    fireEvent.click(screen.getByTestId('id-entry-submit'));
    await waitFor(() => expect(callsTo('POST', '/api/ent/personal/importIdCard')).toHaveLength(1));
    expect(callsTo('POST', '/api/ent/personal/importIdCard')[0]!.body).toEqual({ rows: rows.value });
    expect((await screen.findByTestId('import-summary')).textContent).toBe('共读取 2 行：新增 1 人，更新 0 人，1 行未导入');
    expect(screen.getAllByTestId('import-problem')[0]!.textContent).toContain('第2行');
  });

  it('shows the upload as a percentage, then the server’s work as a bar without a figure', () => {
    const uploading = renderInRouter(<ImportProgress sent={0.42} elapsed={3} working="正在上传并校验" />);
    return screen.findByTestId('import-progress').then(async (bar) => {
      expect(bar.textContent).toContain('42%');
      uploading.unmount();
      renderInRouter(<ImportProgress sent={1} elapsed={5} working="正在上传并校验" />);
      const after = await screen.findByTestId('import-progress');
      expect(after.textContent).not.toContain('%');
      expect(after.textContent).toContain('服务器正在逐行校验并保存');
    });
  });
});
