import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { logoutAll, renderApp } from '../../test/render';

const item = { id: 5, title: '2026年南湾区各街道企业分布统计', summary: '按街道统计的企业数。', deptName: '区人力资源和社会保障局', publishTime: '2026-10-29 09:00:00', viewCount: 861, fileCount: 1, downloadCount: 56 };
const file = { id: 21, name: '2026年各街道企业分布统计.xlsx', size: 6656, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', previewable: false, downloadCount: 56 };

describe('public data and talent reports', () => {
  beforeEach(() => logoutAll());

  it('lists public data with summaries and file figures, searching by keyword through the URL', async () => {
    fakeApi({ 'GET /api/public/data/page': (c) => ok(c.params.get('keyword') === '无' ? { list: [], total: 0 } : { list: [item], total: 1 }) });
    const { router } = renderApp('/sjgk');
    const card = await screen.findByTestId('publication-row');
    expect(within(card).getByRole('link', { name: item.title }).getAttribute('href')).toBe('/sjgkDetail?id=5');
    expect(within(card).getByText('按街道统计的企业数。')).toBeInstanceOf(HTMLElement);
    expect(within(card).getByText('1 个文件 · 下载 56 次')).toBeInstanceOf(HTMLElement);
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '无' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: '无' }));
    expect(await screen.findByText('没有找到包含“无”的内容，请换个关键字试试。')).toBeInstanceOf(HTMLElement);
  });

  it('counts a download and links each file to its own page', async () => {
    fakeApi({
      'GET /api/public/data/5': () => ok({ ...item, content: '<p>数据说明</p>', attachments: [file] }),
      'POST /common/incrDownload': () => ok({ downloadCount: 57 }),
    });
    renderApp('/sjgkDetail?id=5');
    expect(await screen.findByTestId('publication-detail-title')).toBeInstanceOf(HTMLElement);
    const row = screen.getByTestId('attachment');
    expect(within(row).getByRole('link', { name: file.name }).getAttribute('href')).toBe('/sjgkDetail2?id=5&fileId=21');
    const download = within(row).getByRole('link', { name: `下载 ${file.name}` });
    download.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(download);
    await waitFor(() => expect(callsTo('POST', '/common/incrDownload')[0]!.body).toEqual({ id: 21 }));
  });

  it('says when a file of a data item cannot be previewed, and offers the download', async () => {
    fakeApi({ 'GET /api/public/data/5': () => ok({ ...item, content: '<p>数据说明</p>', attachments: [file] }) });
    renderApp('/sjgkDetail2?id=5&fileId=21');
    expect((await screen.findByTestId('data-file-name')).textContent).toBe(file.name);
    expect(screen.getByText('该文件格式不支持在线预览')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: '下载' }).getAttribute('href')).toBe('/prod-api/common/file/21');
  });

  it('shows talent reports at /rcbg', async () => {
    fakeApi({ 'GET /api/people/report/page': () => ok({ list: [{ ...item, id: 8, title: '人才发展年度报告' }], total: 1 }) });
    renderApp('/rcbg');
    expect(await screen.findByRole('heading', { level: 1, name: '人才报告' })).toBeInstanceOf(HTMLElement);
    expect((await screen.findByRole('link', { name: '人才发展年度报告' })).getAttribute('href')).toBe('/rcbgDetail?id=8');
  });
});
