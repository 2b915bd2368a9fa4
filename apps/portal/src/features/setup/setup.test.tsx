import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fail, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';
import { queryClient } from '../../lib/queryClient';

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const OPEN = { 'GET /api/setup/state': () => ok({ open: true, lockedForSeconds: 0 }) };
/** /sysDistrict's other sections on a new install: no district identity, no departments. */
const EMPTY = { 'GET /api/center/district/profile': () => ok({ name: '', code: '', bureau: '', phones: [], email: '' }), 'GET /api/center/district/departments': () => ok([]) };

describe('/setup, the first administrator of an install', () => {
  beforeEach(() => logoutAll());

  it('takes the setup code, then creates the administrator with an SMS-verified phone, and leads to the staff login', async () => {
    let wrong = true;
    fakeApi({
      ...OPEN,
      'POST /api/setup/code': () => (wrong ? ((wrong = false), fail(4001, '安装码错误，还可以再试4次')) : ok({ expiresAt: '2026-12-07T08:00:00.000Z' })),
      'POST /api/setup/smsCode': () => ok({ resendAfterSeconds: 60, expiresInSeconds: 300 }),
      'POST /api/setup/admin': () => ok({ username: 'lin_admin' }),
    });
    renderApp('/setup');
    await screen.findByRole('heading', { name: '首次安装：创建系统管理员' });
    type('安装码', 'abcd-efgh-jkmn');
    click('下一步');
    expect(await screen.findByText('安装码错误，还可以再试4次')).toBeInstanceOf(HTMLElement);
    // what was typed stays
    expect(input('安装码').value).toBe('abcd-efgh-jkmn');
    click('下一步');
    await screen.findByRole('form', { name: '创建管理员' });
    expect(callsTo('POST', '/api/setup/code').at(-1)?.body).toEqual({ code: 'ABCDEFGHJKMN' });

    type('姓名', '林晓');
    type('账号', 'lin_admin');
    type('手机号', '13912345678');
    click('获取验证码');
    await waitFor(() => expect(callsTo('POST', '/api/setup/smsCode')[0]?.body).toEqual({ code: 'ABCDEFGHJKMN', phone: '13912345678' }));
    type('短信验证码', '123456');
    type('密码', 'Rsj#Xinan2027');
    type('确认密码', 'Rsj#Xinan2027');
    click('创建管理员');
    expect(await screen.findByTestId('setup-done')).toHaveProperty('textContent', expect.stringContaining('系统管理员 lin_admin 已创建'));
    expect(callsTo('POST', '/api/setup/admin')[0]?.body).toEqual({ code: 'ABCDEFGHJKMN', name: '林晓', username: 'lin_admin', phone: '13912345678', smsCode: '123456', password: 'Rsj#Xinan2027' });
    expect(screen.getByRole('link', { name: '前往工作人员登录' }).getAttribute('href')).toBe('/login2');
  });

  it('says how long /setup stays locked after five wrong codes', async () => {
    fakeApi({ 'GET /api/setup/state': () => ok({ open: true, lockedForSeconds: 800 }) });
    renderApp('/setup');
    expect(await screen.findByText('安装码错误次数过多，安装已锁定，请14分钟后再试')).toBeInstanceOf(HTMLElement);
  });

  it('answers the 404 page once an administrator exists', async () => {
    fakeApi({ 'GET /api/setup/state': () => ok({ open: false, lockedForSeconds: 0 }) });
    renderApp('/setup');
    expect(await screen.findByTestId('page-missing')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByLabelText('安装码', { exact: true })).toBeNull();
  });
});

describe('系统管理 › 上线检查', () => {
  beforeEach(() => logoutAll());

  it('lists what is missing first, each with its fix, under a count', async () => {
    fakeApi({
      'GET /api/center/readiness': () =>
        ok({
          production: true,
          items: [
            { key: 'demoData', label: '没有演示数据', ok: true, detail: '数据库中没有演示数据', fix: '' },
            { key: 'backup', label: '24小时内有数据备份', ok: false, detail: '/srv/rc/.data/backups 中没有备份', fix: '每日运行 npm run db:backup（如 cron），见 docs/operations.md' },
          ],
        }),
    });
    loginAs(1, { name: '林晓', deptName: '人力资源和社会保障局', userType: [] }, [{ name: 'admin' }]);
    renderApp('/sysReadiness');
    expect(await screen.findByTestId('readiness-summary')).toHaveProperty('textContent', '2 项中尚有 1 项待补齐');
    const [first, second] = screen.getAllByTestId('readiness-item');
    expect(within(first!).getByText('24小时内有数据备份')).toBeInstanceOf(HTMLElement);
    expect(first!.textContent).toContain('补齐方法：每日运行 npm run db:backup');
    expect(within(second!).getByText('已就绪')).toBeInstanceOf(HTMLElement);
    expect(second!.textContent).not.toContain('补齐方法');
  });
});

describe('系统管理 › 区情配置: streets from a file', () => {
  beforeEach(() => logoutAll());

  const square = (lng: number, lat: number) => ({ type: 'Polygon', coordinates: [[[lng, lat], [lng + 0.02, lat], [lng + 0.02, lat + 0.02], [lng, lat + 0.02], [lng, lat]]] });
  const checked = {
    streets: [
      { code: '440199001', name: '清溪街道', areaKm2: 4.521, centerLng: 113.37, centerLat: 23.27, geometry: square(113.36, 23.26) },
      { code: '440199002', name: '东华街道', areaKm2: 4.498, centerLng: 113.39, centerLat: 23.27, geometry: square(113.38, 23.26) },
    ],
    problems: [],
    properties: ['adcode', 'name'],
    removed: [{ code: '440120001', name: '旧街道', references: [{ label: '企业', count: 12 }] }],
  };

  it('checks the chosen file, previews its streets, and applies it once each referred-to street has a street to merge into', async () => {
    fakeApi({ ...EMPTY, 'POST /api/center/district/streets/check': () => ok(checked), 'POST /api/center/district/streets/apply': () => ok({ added: 2, updated: 0, removed: 1, remapped: 12 }) });
    loginAs(1, { name: '林晓', deptName: '人力资源和社会保障局', userType: [] }, [{ name: 'admin' }]);
    renderApp('/sysDistrict');
    const file = new File(['{"type":"FeatureCollection","features":[]}'], 'streets.geojson', { type: 'application/geo+json' });
    fireEvent.change(await screen.findByLabelText('街道边界文件'), { target: { files: [file] } });
    expect(await screen.findByRole('img', { name: '街道边界预览：清溪街道、东华街道' })).toBeInstanceOf(SVGElement);
    expect(within(screen.getByTestId('street-table')).getByText('440199002')).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId('street-removed').textContent).toContain('仍被引用：企业 12 条');
    const apply = screen.getByRole('button', { name: '应用：以这 2 个街道替换现有街道' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('旧街道并入的街道'), { target: { value: '440199001' } });
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    await waitFor(() => expect(callsTo('POST', '/api/center/district/streets/apply')).toHaveLength(1));
    const sent = callsTo('POST', '/api/center/district/streets/apply')[0]!.body as Record<string, unknown>;
    expect(sent['remap']).toBe('{"440120001":"440199001"}');
    expect(await screen.findByText('已导入 2 个街道，移除 1 个')).toBeInstanceOf(HTMLElement);
  });

  it('lists each problem of a bad file by feature and offers nothing to apply', async () => {
    fakeApi({ ...EMPTY, 'POST /api/center/district/streets/check': () => ok({ ...checked, streets: [], removed: [], problems: [{ feature: 3, label: '丙街道', reason: '边界自相交（约在经度 113.31000，纬度 23.11000）' }] }) });
    loginAs(1, { name: '林晓', deptName: '人力资源和社会保障局', userType: [] }, [{ name: 'admin' }]);
    renderApp('/sysDistrict');
    fireEvent.change(await screen.findByLabelText('街道边界文件'), { target: { files: [new File(['{}'], 'bad.geojson')] } });
    expect((await screen.findByTestId('street-problems')).textContent).toContain('第3个要素（丙街道）：边界自相交');
    expect((screen.getByRole('button', { name: /^应用/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('/sysDistrict: the district and its departments', () => {
  beforeEach(() => logoutAll());

  it("saves the district's name, code, bureau and phones, saying what is wrong first", async () => {
    fakeApi({ ...EMPTY, 'POST /api/center/district/profile': (call) => ok({ email: '', ...(call.body as object) }) });
    loginAs(1, { name: '林晓', deptName: '人力资源和社会保障局', userType: [] }, [{ name: 'admin' }]);
    renderApp('/sysDistrict');
    const form = await screen.findByTestId('district-profile');
    const field = (label: string) => within(form).getByLabelText(label, { exact: false }) as HTMLInputElement;
    fireEvent.change(field('区名'), { target: { value: '清溪' } });
    fireEvent.change(field('行政区划代码'), { target: { value: '440100' } });
    fireEvent.change(field('主办单位'), { target: { value: '清溪区人力资源和社会保障局' } });
    fireEvent.change(field('咨询电话'), { target: { value: '020-81230001、020-81230002' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存本区信息' }));
    expect(await within(form).findByText(/区名应为2-19个汉字/)).toBeInstanceOf(HTMLElement);
    expect(within(form).getByText(/行政区划代码应为 GB\/T 2260/)).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/api/center/district/profile')).toHaveLength(0);
    fireEvent.change(field('区名'), { target: { value: '清溪区' } });
    fireEvent.change(field('行政区划代码'), { target: { value: '440199' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存本区信息' }));
    await waitFor(() => expect(callsTo('POST', '/api/center/district/profile')).toHaveLength(1));
    expect(callsTo('POST', '/api/center/district/profile')[0]!.body).toMatchObject({ name: '清溪区', code: '440199', bureau: '清溪区人力资源和社会保障局', phones: ['020-81230001', '020-81230002'] });
    expect(await screen.findByText(/本区信息已保存/)).toBeInstanceOf(HTMLElement);
  });

  it('keeps a department with staff, shows the collection type its roles give, and saves the list', async () => {
    fakeApi({
      ...EMPTY,
      'GET /api/center/district/departments': () => ok([{ name: '清溪区科学技术局', roles: ['科技局'], staffCount: 4 }]),
      'POST /api/center/district/departments': () => ok({ saved: 2 }),
    });
    loginAs(1, { name: '林晓', deptName: '人力资源和社会保障局', userType: [] }, [{ name: 'admin' }]);
    renderApp('/sysDistrict');
    const [first] = await screen.findAllByTestId('department-row');
    expect(first!.textContent).toContain('4 个工作人员账号');
    expect(first!.textContent).toContain('数据采集类别：科技局');
    expect((within(first!).getByRole('button', { name: '删除' }) as HTMLButtonElement).disabled).toBe(true);
    click('添加部门');
    const second = screen.getAllByTestId('department-row')[1]!;
    fireEvent.change(within(second).getByLabelText(/部门 2 名称/), { target: { value: '清溪区人才发展集团' } });
    fireEvent.click(within(second).getByLabelText('人才集团（公寓）'));
    expect(second.textContent).toContain('数据采集类别：人才集团');
    click('保存部门');
    await waitFor(() => expect(callsTo('POST', '/api/center/district/departments')).toHaveLength(1));
    expect(callsTo('POST', '/api/center/district/departments')[0]!.body).toEqual({
      departments: [
        { name: '清溪区科学技术局', roles: ['科技局'] },
        { name: '清溪区人才发展集团', roles: ['人才集团（公寓）'] },
      ],
    });
    expect(await screen.findByText('已保存 2 个部门')).toBeInstanceOf(HTMLElement);
  });

  it('keeps the department names being typed when another step refreshes the lists (the stored list unchanged)', async () => {
    fakeApi({ ...EMPTY, 'GET /api/center/district/departments': () => ok([]) });
    loginAs(1, { name: '林晓', deptName: '人力资源和社会保障局', userType: [] }, [{ name: 'admin' }]);
    renderApp('/sysDistrict');
    const [row] = await screen.findAllByTestId('department-row');
    fireEvent.change(within(row!).getByLabelText(/部门 1 名称/), { target: { value: '清溪区科学技术局' } });
    const before = callsTo('GET', '/api/center/district/departments').length;
    // as applying the streets does: every administration list is read again
    await queryClient.invalidateQueries({ queryKey: ['user', 'admin'] });
    await waitFor(() => expect(callsTo('GET', '/api/center/district/departments').length).toBeGreaterThan(before));
    expect((within(screen.getAllByTestId('department-row')[0]!).getByLabelText(/部门 1 名称/) as HTMLInputElement).value).toBe('清溪区科学技术局');
  });

  it('imports staff accounts and names the new accounts whose initial password could not be texted', async () => {
    fakeApi({ ...EMPTY, 'POST /api/center/district/staff/import': () => ok({ total: 20, inserted: 18, updated: 2, problems: [], errorWorkbook: null, smsFailed: ['qx_07'] }) });
    loginAs(1, { name: '林晓', deptName: '人力资源和社会保障局', userType: [] }, [{ name: 'admin' }]);
    renderApp('/sysDistrict');
    fireEvent.click(await screen.findByRole('button', { name: '导入工作人员账号' }));
    const dialog = await screen.findByRole('dialog', { name: '导入工作人员账号', hidden: true });
    fireEvent.change(within(dialog).getByTestId('import-file'), { target: { files: [new File(['x'], 'staff.xlsx')] } });
    const start = within(dialog).getByRole('button', { name: '开始导入', hidden: true }) as HTMLButtonElement;
    await waitFor(() => expect(start.disabled).toBe(false));
    fireEvent.click(start);
    expect((await within(dialog).findByTestId('import-summary')).textContent).toBe('共读取 20 行：新增 18 个账号，更新 2 个账号');
    fireEvent.click(within(dialog).getByRole('button', { name: '完成', hidden: true }));
    const result = await screen.findByTestId('staff-import-result');
    expect(result.textContent).toContain('已导入：新增 18 个账号，更新 2 个账号');
    expect(result.textContent).toContain('请在“工作人员账号”中为其重置密码：qx_07');
  });
});
