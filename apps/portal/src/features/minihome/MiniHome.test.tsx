import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

// Chakra's responsive styles make jsdom count some elements as hidden: role queries pass { hidden: true }.

const job = { id: 7, enterpriseId: 5, entName: '广州示范科技有限公司', streetName: '北岭街道', industryName: '制造业', postName: '工艺工程师', education: '大学本科', salaryMin: 9000, salaryMax: 15000, headcount: 2, workAddress: '南湾区1号', status: 'on', publishedAt: '2026-03-01 10:00:00', updatedAt: '2026-03-01 10:00:00' };
const product = { id: 31, enterpriseId: 5, entName: '广州示范科技有限公司', name: '灵活用工平台', summary: '按小时结算的短期用工', labels: ['灵活用工'], price: '面议', stage: 'on', messages: 2, updatedAt: '2026-03-02 09:00:00' };
const home = (over: Record<string, unknown> = {}) => ({
  enterpriseId: 5,
  entName: '广州示范科技有限公司',
  streetName: '北岭街道',
  industryName: '制造业',
  address: '南湾区1号',
  contactName: '陈先生',
  contactPhone: '13900139001',
  description: '<p>我们是<strong>示范企业</strong></p><script>window.hacked = 1</script>',
  remark: '春季招聘进行中',
  images: [],
  updatedAt: '2026-03-03 08:00:00',
  jobs: [job],
  jobCount: { posts: 1, headcount: 2 },
  products: [product],
  hrInstitution: true,
  ...over,
});

describe('micro-homepages', () => {
  beforeEach(() => {
    logoutAll();
  });

  it('shows an enterprise’s public page with its notice, sanitised introduction, open jobs and products', async () => {
    fakeApi({ 'GET /api/ent/info/getTinyHomeById/5': () => ok(home()) });
    renderApp('/miniHomePc?id=5');
    expect((await screen.findByTestId('minihome-name')).textContent).toContain('广州示范科技有限公司');
    expect((screen.getByTestId('minihome-remark')).textContent).toContain('春季招聘进行中');
    const intro = screen.getByTestId('minihome-description');
    expect(intro.querySelector('strong')?.textContent).toContain('示范企业');
    expect(intro.querySelector('script')).toBeNull();
    expect((within(screen.getByTestId('minihome-jobs')).getByRole('link', { name: '工艺工程师', hidden: true })).getAttribute('href')).toBe('/entDemandDetail?id=7');
    expect((within(screen.getByTestId('minihome-products')).getByRole('link', { name: '灵活用工平台', hidden: true })).getAttribute('href')).toBe('/miniHomedetail?id=31');
  });

  it('invites an enterprise without a page to create it, and refuses to save an empty introduction', async () => {
    loginAs(2);
    fakeApi({ 'GET /api/ent/info/getTinyHome': () => ok(home({ description: '', remark: '', updatedAt: null, jobs: [], products: [], hrInstitution: false })), 'POST /api/ent/info/modifyTinyHome': () => ok(null) });
    const first = renderApp('/minihome');
    expect((await screen.findByTestId('minihome-create')).textContent).toContain('您还没有创建企业微主页');
    expect(screen.getByRole('link', { name: '创建微主页', hidden: true }).getAttribute('href')).toBe('/modifyMini');
    first.unmount();
    renderApp('/modifyMini');
    fireEvent.click(await screen.findByTestId('minihome-save'));
    expect(await screen.findByText('请填写企业介绍')).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/api/ent/info/modifyTinyHome')).toHaveLength(0);
  });

  it('saves a changed notice with the page’s introduction and pictures as they were', async () => {
    loginAs(2);
    const image = { id: 9, name: '门头.png', size: 100, mimeType: 'image/png', previewable: true, downloadCount: 0 };
    fakeApi({ 'GET /api/ent/info/getTinyHome': () => ok(home({ images: [image] })), 'POST /api/ent/info/modifyTinyHome': () => ok(null) });
    renderApp('/modifyMini');
    fireEvent.change(await screen.findByTestId('minihome-remark-input'), { target: { value: '欢迎来访' } });
    fireEvent.click(screen.getByTestId('minihome-save'));
    await waitFor(() => expect(callsTo('POST', '/api/ent/info/modifyTinyHome')).toHaveLength(1));
    expect(callsTo('POST', '/api/ent/info/modifyTinyHome')[0]!.body).toEqual({ description: home().description, remark: '欢迎来访', imageIds: [9] });
  });

  it('lists HR products in /organList?type=3, each linked to its page, with the release button for HR institutions', async () => {
    loginAs(2, { enterpriseType: '人力资源服务机构' });
    fakeApi({ 'GET /human/resourceServices': () => ok({ list: [{ id: 31, name: '灵活用工平台', intro: '按小时结算的短期用工', address: '广州示范科技有限公司', phone: '13900139001', tags: ['灵活用工'], enterpriseId: 5 }], total: 1 }) });
    renderApp('/organList?type=3');
    const card = await screen.findByTestId('organisation-card');
    expect((within(card).getByRole('link', { name: '灵活用工平台', hidden: true })).getAttribute('href')).toBe('/miniHomedetail?id=31');
    expect((card).textContent).toContain('提供机构：广州示范科技有限公司');
    expect(screen.getAllByRole('link', { name: '人力资源产品发布', hidden: true }).map((a) => a.getAttribute('href'))).toContain('/modifyMini?tab=product');
  });

  it('takes a message on a product’s board and shows the institution’s answers', async () => {
    fakeApi({
      'GET /api/ent/product/detail/31': () => ok({ ...product, description: '产品详情说明文字', contactName: '刘经理', contactPhone: '13800138000', mine: false }),
      'GET /api/ent/product/message/list': () => ok({ list: [{ id: 1, productId: 31, name: '张先生', phone: '139****5678', content: '可以上门吗？', reply: '可以，请来电预约。', createdAt: '2026-03-04 10:00:00', repliedAt: '2026-03-04 11:00:00' }], total: 1 }),
      'POST /api/ent/product/message/add': () => ok({ id: 2 }),
    });
    renderApp('/miniHomedetail?id=31');
    expect((await screen.findByTestId('product-name')).textContent).toContain('灵活用工平台');
    expect((await screen.findByTestId('message-reply')).textContent).toContain('可以，请来电预约。');
    const form = screen.getByRole('form', { name: '我要留言', hidden: true });
    fireEvent.change(within(form).getByLabelText(/^称呼/), { target: { value: '李女士' } });
    fireEvent.change(within(form).getByLabelText(/^手机号码/), { target: { value: '123' } });
    fireEvent.change(within(form).getByLabelText(/^留言内容/), { target: { value: '请问价格怎么算？' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交留言', hidden: true }));
    expect(await within(form).findByText('手机号码应为11位大陆手机号')).toBeInstanceOf(HTMLElement);
    fireEvent.change(within(form).getByLabelText(/^手机号码/), { target: { value: '13912345678' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交留言', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/ent/product/message/add')).toHaveLength(1));
    expect(callsTo('POST', '/api/ent/product/message/add')[0]!.body).toEqual({ productId: 31, name: '李女士', phone: '13912345678', content: '请问价格怎么算？' });
  });
});
