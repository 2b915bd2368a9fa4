import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

const IMPORT = 'POST /api/center/district/enterprises/import';
const xlsx = () => new File(['x'], '企业名录.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('系统管理 › 区情配置: 企业名录', () => {
  beforeEach(() => logoutAll());

  it('sits below the streets, lists each problem of a refused file, and after an import says how many were added and updated', async () => {
    const answers = [
      ok({ total: 2, inserted: 0, updated: 0, problems: [{ row: 3, column: '所属街道', reason: '所属街道“不存在街道”不是本区街道，应为：清溪街道、东华街道（或其9位街道代码）' }], errorWorkbook: 'UEsDBA==' }),
      ok({ total: 500, inserted: 480, updated: 20, problems: [], errorWorkbook: null }),
    ];
    fakeApi({ [IMPORT]: () => answers.shift() });
    loginAs(1, { name: '林晓', deptName: '人力资源和社会保障局', userType: [] }, [{ name: 'admin' }]);
    renderApp('/sysDistrict');
    await screen.findByRole('heading', { name: '企业名录' });
    // the steps in the order a bureau goes live: the enterprises need the streets first
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['本区信息', '街道与边界', '企业名录', '部门', '工作人员账号']);
    expect(screen.getByText(/每次最多 50,000 家/)).toBeInstanceOf(HTMLElement);

    const run = async () => {
      fireEvent.click(screen.getByRole('button', { name: '导入企业名录' }));
      const dialog = await screen.findByRole('dialog', { name: '导入企业名录', hidden: true });
      const start = within(dialog).getByRole('button', { name: '开始导入', hidden: true }) as HTMLButtonElement;
      fireEvent.change(within(dialog).getByTestId('import-file'), { target: { files: [xlsx()] } });
      await waitFor(() => expect(start.disabled).toBe(false));
      fireEvent.click(start);
      return dialog;
    };
    const refused = await run();
    expect((await within(refused).findByTestId('import-summary')).textContent).toBe('共读取 2 行：1 行有误，全部未导入，请修改后重新导入');
    expect(within(refused).getAllByTestId('import-problem').map((p) => p.textContent)).toEqual(['第3行所属街道所属街道“不存在街道”不是本区街道，应为：清溪街道、东华街道（或其9位街道代码）']);
    expect(within(refused).getByRole('button', { name: '下载错误报告', hidden: true })).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(refused).getByRole('button', { name: '完成', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '导入企业名录', hidden: true })).toBeNull());
    expect(screen.queryByTestId('enterprise-import-result')).toBeNull();

    const done = await run();
    expect((await within(done).findByTestId('import-summary')).textContent).toBe('共读取 500 行：新增 480 家、更新 20 家企业');
    fireEvent.click(within(done).getByRole('button', { name: '完成', hidden: true }));
    expect((await screen.findByTestId('enterprise-import-result')).textContent).toBe('企业名录已导入：新增 480 家、更新 20 家');
    expect(callsTo('POST', '/api/center/district/enterprises/import')).toHaveLength(2);
    expect((callsTo('POST', '/api/center/district/enterprises/import')[0]!.body as { file: File }).file.name).toBe('企业名录.xlsx');
  });
});
