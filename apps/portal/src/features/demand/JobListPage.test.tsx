import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

const job = (i: number) => ({
  id: i,
  enterpriseId: 1,
  entName: `广州演示${i}有限公司`,
  streetName: '北岭街道',
  industryName: '制造业',
  postName: `岗位${i}`,
  education: '大学本科',
  salaryMin: 8000,
  salaryMax: 12000,
  headcount: 2,
  workAddress: '南湾区',
  status: 'on',
  publishedAt: '2026-10-01 09:00:00',
  updatedAt: '2026-10-01 09:00:00',
});

describe('public job list (/jobDemandAll)', () => {
  beforeEach(() => {
    logoutAll();
    fakeApi({
      'POST /api/ent/demand/pageNew': () => ok({ list: [job(1), job(2)], total: 42 }),
      'POST /api/ent/demand/page1': () => ok({ list: [{ enterpriseId: 1, entName: '广州演示有限公司', streetName: '北岭街道', industryName: '制造业', posts: 3, headcount: 9, latestPost: '岗位1' }], total: 1 }),
      'GET /api/address/getAddress': () => ok({ streets: [{ code: '440120001', name: '北岭街道' }], industries: [{ code: 'C', name: '制造业' }] }),
    });
  });

  it('reads every filter from the URL and sends it, the salary band as a range', async () => {
    renderApp('/jobDemandAll?keyword=%E5%B2%97%E4%BD%8D&industryCode=C&streetCode=440120001&salary=8000-12000&education=%E5%A4%A7%E5%AD%A6%E6%9C%AC%E7%A7%91&page=2');
    expect((await screen.findAllByTestId('job-row')).map((r) => r.getAttribute('href') ?? r.querySelector('a')?.getAttribute('href'))).toEqual(['/entDemandDetail?id=1', '/entDemandDetail?id=2']);
    expect(callsTo('POST', '/api/ent/demand/pageNew').at(-1)!.body).toEqual({ page: 2, limit: 20, keyword: '岗位', industryCode: 'C', streetCode: '440120001', education: '大学本科', salaryFrom: 8000, salaryTo: 12000 });
    expect(screen.getByTestId('job-total').textContent).toBe('共 42 个岗位');
    expect((screen.getByLabelText('月薪') as HTMLSelectElement).value).toBe('8000-12000');
  });

  it('puts a new search in the URL at page 1 and switches to the hiring enterprises', async () => {
    const { router } = renderApp('/jobDemandAll?page=3');
    await screen.findAllByTestId('job-row');
    await waitFor(() => expect(screen.getAllByRole('option', { name: '北岭街道', hidden: true }).length).toBeGreaterThan(0));
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '工程师' } });
    fireEvent.change(screen.getByLabelText('街道'), { target: { value: '440120001' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: '工程师', streetCode: '440120001' }));
    fireEvent.click(screen.getByRole('button', { name: '招聘企业', hidden: true }));
    expect(await screen.findByTestId('firm-row')).toBeInstanceOf(HTMLElement);
    expect(router.state.location.search).toMatchObject({ showType: 'ent', keyword: '工程师' });
  });
});

describe('the second job list (/entDemandAllcopy) and the demand types (/entDemandAddType)', () => {
  beforeEach(() => {
    logoutAll();
    fakeApi({
      'POST /api/ent/demand/pageNew': () => ok({ list: [job(3)], total: 1 }),
      'GET /api/address/getAddress': () => ok({ streets: [{ code: '440120001', name: '北岭街道' }], industries: [{ code: 'C', name: '制造业' }] }),
    });
  });

  it('shows jobs first with the same filters kept in the URL', async () => {
    const { router } = renderApp('/entDemandAllcopy?education=%E5%A4%A7%E5%AD%A6%E6%9C%AC%E7%A7%91');
    expect((await screen.findAllByTestId('job-row')).length).toBe(1);
    expect(callsTo('POST', '/api/ent/demand/pageNew').at(-1)!.body).toMatchObject({ page: 1, education: '大学本科' });
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '工艺' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索', hidden: true }));
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/entDemandAllcopy', search: { education: '大学本科', keyword: '工艺' } }));
  });

  it('prepares the demand form for the chosen kind', async () => {
    loginAs(2);
    fakeApi({ 'GET /api/ent/info/getPostAddress': () => ok([]) });
    const { router } = renderApp('/entDemandAddType');
    fireEvent.click(await screen.findByRole('link', { name: '校园招聘', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'campus' }));
    expect(((await screen.findByLabelText(/^学历要求/)) as HTMLSelectElement).value).toBe('大学本科');
    expect((screen.getByLabelText(/^岗位描述/) as HTMLTextAreaElement).value).toContain('面向应届毕业生');
  });
});
