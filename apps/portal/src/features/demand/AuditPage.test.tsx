import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

// role queries pass { hidden: true }: jsdom has no layout (see SiteHeader.test.tsx)
const pending = { id: 31, enterpriseId: 1, entName: '南湾科技有限公司', streetName: '南湾街道', industryName: '信息传输、软件和信息技术服务业', postName: '导入的岗位', education: '大学本科', salaryMin: 6000, salaryMax: 9000, headcount: 2, workAddress: '南湾区导入路1号', status: 'pending', publishedAt: null, updatedAt: '2026-03-01 10:00:00' };

describe('/modifyDemand import (staff)', () => {
  beforeEach(() => logoutAll());

  it('imports enterprise demands from a workbook and shows each rejected row with its column and reason', async () => {
    fakeApi({
      'GET /api/center/demand/list1': () => ok({ list: [pending], total: 1 }),
      'POST /api/center/demand/importQyxq': () =>
        ok({ total: 3, inserted: 2, updated: 0, problems: [{ row: 3, column: '统一社会信用代码', reason: '统一社会信用代码 91440300708461136T 未找到对应企业，请确认企业已在本平台注册' }], errorWorkbook: 'UEsDBA==' }),
    });
    loginAs(1, { name: '李文华', deptName: '就业中心', userType: ['就业中心'] });
    renderApp('/modifyDemand');
    fireEvent.click((await screen.findAllByRole('button', { name: '导入', hidden: true }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: '导入企业需求', hidden: true });
    const start = await within(dialog).findByRole('button', { name: '开始导入', hidden: true });
    fireEvent.change(within(dialog).getByTestId('import-file'), { target: { files: [new File(['x'], '企业需求.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })] } });
    await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(start);
    expect((await within(dialog).findByTestId('import-summary')).textContent).toBe('共读取 3 行：导入 2 条待审核需求，1 行未导入');
    expect(within(dialog).getAllByTestId('import-problem').map((p) => p.textContent)).toEqual(['第3行统一社会信用代码统一社会信用代码 91440300708461136T 未找到对应企业，请确认企业已在本平台注册']);
    expect(within(dialog).getByRole('button', { name: '下载错误报告', hidden: true })).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/api/center/demand/importQyxq')).toHaveLength(1);
    // the list is read again after the import
    await waitFor(() => expect(callsTo('GET', '/api/center/demand/list1').length).toBeGreaterThanOrEqual(2));
  });
});
