import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fail, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

const item = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  deptName: '就业中心',
  theme: 'enterprise',
  handling: 'online',
  applyType: 'springAllowance',
  timeLimit: '15个工作日',
  standard: '每留岗1人补贴500元',
  amount: 500,
  policy: null,
  publishTime: '2026-10-20 09:00:00',
  ...extra,
});

const guide = {
  ...item(7, '人才项目资助', { deptName: '人才集团', applyType: 'Zizhu', amount: 5_000_000, standard: '按资助类别分档资助，最高500万元' }),
  content: '<p>对落地项目给予资助。</p>',
  viewCount: 120,
  attachments: [{ id: 31, name: '人才项目资助申请表.xlsx', size: 6000, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', previewable: false, downloadCount: 3 }],
  conditions: '<ol><li>项目负责人为在职人员；</li></ol><img src=x onerror="window.__pwned=1">',
  process: '<p>网上申报，审核后公示。</p>',
  materials: [
    { name: '营业执照', required: true, note: '原件扫描件', templateFileId: null, template: null },
    {
      name: '项目申报书',
      required: true,
      note: '按模板填写',
      templateFileId: 31,
      template: { id: 31, name: '人才项目资助申请表.xlsx', size: 6000, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', previewable: false, downloadCount: 3 },
    },
  ],
  place: '区政务服务中心',
  contact: '020-84681234',
  special: true,
  standards: [{ category: '创新创业团队', condition: '核心成员不少于3人', standard: '最高资助500万元', amount: 5_000_000 }],
  sections: [{ title: '补充说明', content: '<p>分期拨付。</p>' }],
};

describe('policy matters (public)', () => {
  beforeEach(() => logoutAll());

  it('groups matters by department at /serviceHandle, filters by theme through the URL, and switches to grouping by theme', async () => {
    fakeApi({
      'GET /api/policyMatter/list': (c) =>
        ok({
          list:
            c.params.get('theme') === 'housing'
              ? [item(3, '人才住房（公寓）申请', { deptName: '人才集团', theme: 'housing', applyType: 'zhufang', amount: null })]
              : [item(1, '春节留岗补贴'), item(2, '失业保险金申领', { deptName: '社保中心', theme: 'social', handling: 'offline', applyType: '', amount: null }), item(3, '人才住房（公寓）申请', { deptName: '人才集团', theme: 'housing', applyType: 'zhufang' })],
          departments: ['人才集团', '就业中心', '社保中心'],
        }),
    });
    const { router } = renderApp('/serviceHandle');
    const groups = await screen.findAllByTestId('matter-group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['就业中心', '社保中心', '人才集团']);
    const spring = within(groups[0]!).getByTestId('matter-card');
    expect(within(spring).getByRole('link', { name: '春节留岗补贴' }).getAttribute('href')).toBe('/handlingDetail?id=1');
    expect(within(spring).getByRole('link', { name: '在线申请' }).getAttribute('href')).toBe('/applySubsidies?type=springAllowance');
    // a counter-only matter offers no online application
    const counter = within(groups[1]!).getByTestId('matter-card');
    expect(within(counter).getByText('窗口办理')).toBeInstanceOf(HTMLElement);
    expect(within(counter).queryByRole('link', { name: '在线申请' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '安居保障' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ theme: 'housing' }));
    await waitFor(() => expect(screen.getAllByTestId('matter-card')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '按主题' }));
    await waitFor(() => expect(screen.getAllByTestId('matter-group').map((g) => g.getAttribute('aria-label'))).toEqual(['安居保障']));
  });

  it('says when nothing matches and clears the filters', async () => {
    fakeApi({ 'GET /api/policyMatter/list': (c) => ok({ list: c.params.get('keyword') ? [] : [item(1, '春节留岗补贴')], departments: ['就业中心'] }) });
    const { router } = renderApp('/serviceHandle?keyword=%E6%97%A0');
    expect(await screen.findByText('没有找到相关事项')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByTestId('matter-card')).toBeInstanceOf(HTMLElement);
  });

  it('shows an error with a retry when the list fails', async () => {
    let first = true;
    fakeApi({
      'GET /api/policyMatter/list': () => {
        if (first) {
          first = false;
          return fail(5000, '服务器繁忙');
        }
        return ok({ list: [item(1, '春节留岗补贴')], departments: ['就业中心'] });
      },
    });
    renderApp('/serviceHandle');
    expect(await screen.findByText('加载失败')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByTestId('matter-card')).toBeInstanceOf(HTMLElement);
  });

  it('opens a special guide: sanitised conditions, templates to download, the table of standards, and 在线申请 to /applySubsidies', async () => {
    fakeApi({ 'GET /api/policyMatter/7': () => ok(guide) });
    // an enterprise files Zizhu; /applySubsidies wants a login
    loginAs(2);
    const { router } = renderApp('/handlingDetail?id=7');
    expect((await screen.findByTestId('matter-title')).textContent).toBe('人才项目资助');
    const conditions = screen.getByTestId('matter-conditions');
    expect(conditions.textContent).toContain('项目负责人为在职人员');
    expect(conditions.innerHTML).not.toContain('onerror');
    // the phone layout (jsdom has no wide screen): one entry per material
    const materials = screen.getByTestId('matter-materials-list');
    expect(within(materials).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1. 营业执照必须原件扫描件', '2. 项目申报书必须按模板填写下载模板']);
    expect(within(materials).getByRole('link', { name: '下载模板' }).getAttribute('href')).toBe('/prod-api/common/file/31');
    expect(within(screen.getByTestId('matter-standards')).getByText('创新创业团队')).toBeInstanceOf(HTMLElement);
    expect(within(screen.getByTestId('matter-standards')).getByText('5,000,000')).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId('matter-extra-section').textContent).toContain('分期拨付');
    expect(within(screen.getByTestId('matter-facts')).getByText('5,000,000 元')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByTestId('apply-online'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/applySubsidies'));
    expect(router.state.location.search).toMatchObject({ type: 'Zizhu' });
  });

  it('says a matter is not published instead of showing an empty guide', async () => {
    fakeApi({ 'GET /api/policyMatter/9': () => fail(4004, '内容不存在或未发布') });
    renderApp('/handlingDetail?id=9');
    expect(await screen.findByText('事项不存在或未发布')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: '返回在线办理' }).getAttribute('href')).toBe('/serviceHandle');
  });

  it('shows the cashed figures of /policyCash with the totals from the server', async () => {
    fakeApi({
      'GET /api/policyMatter/cash': () =>
        ok({
          list: [
            { ...item(1, '春节留岗补贴'), applications: 12, approved: 9, cashedAmount: 4500 },
            { ...item(5, '返程务工交通补贴', { applyType: 'fcwg', amount: 800 }), applications: 3, approved: 0, cashedAmount: 0 },
          ],
          totals: { matters: 2, applications: 15, approved: 9, cashedAmount: 4500 },
        }),
    });
    renderApp('/policyCash');
    expect((await screen.findByTestId('cash-total-amount')).textContent).toBe('4,500 元');
    expect(screen.getByTestId('cash-total-applications').textContent).toBe('15');
    const rows = screen.getAllByTestId('cash-row');
    expect(within(rows[0]!).getByTestId('cash-approved').textContent).toBe('9');
    // the phone layout (jsdom has no wide screen): one card per matter
    const card = screen.getAllByTestId('cash-card')[0]!;
    expect(within(card).getByRole('link', { name: '春节留岗补贴' }).getAttribute('href')).toBe('/handlingDetail?id=1');
    expect(within(card).getByText('已兑现 9 / 受理 12')).toBeInstanceOf(HTMLElement);
  });
});

describe('policy matters (staff)', () => {
  beforeEach(() => {
    logoutAll();
    loginAs(1, { name: '李文华', deptName: '就业中心', userType: [] });
  });

  it('lists matters in the content workbench and opens the editor page for 新建', async () => {
    fakeApi({ 'POST /api/notice/one/page': () => ok({ list: [], total: 0 }), 'GET /api/notice/list': () => ok({ list: [], total: 0 }) });
    const { router } = renderApp('/modifyPolicyMatter');
    expect(await screen.findByRole('heading', { level: 1, name: '政策事项管理' })).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(callsTo('POST', '/api/notice/one/page')[0]!.body).toMatchObject({ category: 'matter' }));
    const create = screen.getByRole('link', { name: '新建' });
    expect(create.getAttribute('href')).toBe('/modifyPolicyMatterDetail');
    fireEvent.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/modifyPolicyMatterDetail'));
    expect(await screen.findByRole('heading', { level: 1, name: '新建政策事项' })).toBeInstanceOf(HTMLElement);
  });

  it('checks the guide before saving: an online matter needs an application type, and the required parts', async () => {
    fakeApi({ 'GET /api/notice/list': () => ok({ list: [], total: 0 }) });
    renderApp('/modifyPolicyMatterDetail');
    await screen.findByTestId('matter-form');
    fireEvent.change(screen.getByLabelText(/事项名称/), { target: { value: '吸纳就业补贴' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('网上办理的事项须选择申请类型')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('请填写申请条件')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('请填写办理时限')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('请填写材料名称')).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/api/policyMatter/one/save')).toHaveLength(0);
  });
});
