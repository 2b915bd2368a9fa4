import { defineTransitions } from '@portal/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../test/render';
import { ListView, type ListAnswer } from './ListPage';
import { QueryState } from './QueryState';
import { SelectField } from './SelectField';
import { WorkflowActions } from './WorkflowActions';

// jsdom has no layout: Chakra's responsive styles make some elements count as hidden, so role queries pass { hidden: true }.

/** Shows `views` one after another: 下一步 moves to the next (a rerender inside the providers). */
function Steps({ views }: { views: ReactNode[] }) {
  const [i, setI] = useState(0);
  return (
    <>
      {views[i]}
      <button onClick={() => setI(i + 1)}>下一步</button>
    </>
  );
}
const next = () => fireEvent.click(screen.getByRole('button', { name: '下一步', hidden: true }));

/** A query's answer as react-query gives it to a page. */
const answer = <T,>(data: T | undefined, over: Partial<{ isPending: boolean; error: Error | null; isFetching: boolean }> = {}) => ({ isPending: false, data, error: null, refetch: vi.fn(), isFetching: false, isPlaceholderData: false, ...over }) as never;

describe('SelectField', () => {
  function Form({ onSubmit }: { onSubmit: (v: { education: string }) => void }) {
    const form = useForm<{ education: string }>({ defaultValues: { education: '' } });
    return (
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <SelectField label="学历" required placeholder="请选择" options={['本科', { value: 'master', label: '硕士' }]} field={form.register('education', { required: '请选择学历' })} error={form.formState.errors.education?.message} hint="最高学历" />
        <button type="submit">提交</button>
      </form>
    );
  }

  it('is labelled, offers the placeholder then the options, and shows the error bound to the field', async () => {
    const onSubmit = vi.fn();
    renderInRouter(<Form onSubmit={onSubmit} />);
    const select = await screen.findByRole('combobox', { name: /学历/ });
    expect(within(select).getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['请选择', '本科', '硕士']);
    screen.getByText('最高学历');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await screen.findByText('请选择学历');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(select, { target: { value: 'master' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ education: 'master' }, expect.anything()));
  });
});

describe('QueryState', () => {
  it('shows loading, then the error with 重新加载, the empty state, or the content', async () => {
    const view = (q: never) => (
      <QueryState query={q} loading={<p>加载中</p>} isEmpty={(d: string[]) => d.length === 0} empty="还没有问卷">
        {(d) => <p>共{d.length}份</p>}
      </QueryState>
    );
    const failed = answer(undefined, { error: new Error('网络不通') });
    renderInRouter(<Steps views={[view(answer(undefined, { isPending: true })), view(failed), view(answer([])), view(answer(['a', 'b']))]} />);
    await screen.findByText('加载中');
    next();
    await screen.findByText('网络不通');
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect((failed as { refetch: () => void }).refetch).toHaveBeenCalled();
    next();
    await screen.findByText('还没有问卷');
    next();
    await screen.findByText('共2份');
  });
});

describe('ListView', () => {
  type Row = { id: number; name: string; status: string };
  const rows: Row[] = [
    { id: 1, name: '张三', status: '在职' },
    { id: 2, name: '李四', status: '离职' },
  ];
  function Staff({ data, onPage }: { data: ListAnswer<Row>; onPage: (p: { page: number; limit?: number }) => void }) {
    const [selected, setSelected] = useState<Set<number>>(new Set());
    return (
      <ListView<Row, number>
        query={answer(data)}
        testId="staff"
        rowKey={(r) => r.id}
        toolbar={<p>已选 {selected.size} 人</p>}
        selection={{ selected, onChange: setSelected, label: (r) => `选择 ${r.name}`, pageLabel: '选择本页' }}
        paging={{ page: 1, limit: 10, onPage }}
        columns={[
          { header: '姓名', cell: (r) => r.name, card: 'title' },
          { header: '状态', cell: (r) => r.status, card: 'badge' },
          { header: '编号', cell: (r) => `No.${r.id}` },
          { header: '证件号码', cell: (r) => (r.id === 1 ? '440101********1234' : null) },
        ]}
      />
    );
  }

  it('shows each row in the table and as a card with its columns, selects rows and pages', async () => {
    const onPage = vi.fn();
    renderInRouter(<Staff data={{ list: rows, total: 25 }} onPage={onPage} />);
    const tableRows = await screen.findAllByTestId('staff-row');
    expect(tableRows.map((r) => r.textContent)).toEqual(['张三在职No.1440101********1234', '李四离职No.2']);
    const cards = screen.getAllByTestId('staff-card');
    expect(cards).toHaveLength(2);
    within(cards[0]!).getByText('编号');
    within(cards[0]!).getByText('No.1');
    // a row without a value leaves its line out of the card, not its label alone
    within(cards[0]!).getByText('证件号码');
    expect(within(cards[1]!).queryByText('证件号码')).toBeNull();
    fireEvent.click(within(tableRows[1]!).getByRole('checkbox', { name: '选择 李四', hidden: true }));
    await screen.findByText('已选 1 人');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择本页', hidden: true }));
    await screen.findByText('已选 2 人');
    screen.getByText(/共\s*25\s*条/);
  });

  it('says so when there is nothing to list', async () => {
    renderInRouter(<Staff data={[]} onPage={vi.fn()} />);
    await screen.findByText('暂无数据');
    expect(screen.queryByTestId('staff-row')).toBeNull();
  });

  it('offers the first page when the page asked for is past the last one', async () => {
    const onPage = vi.fn();
    renderInRouter(<Staff data={{ list: [], total: 25 }} onPage={onPage} />);
    await screen.findByText('本页没有内容');
    fireEvent.click(screen.getByRole('button', { name: '回到第一页', hidden: true }));
    expect(onPage).toHaveBeenCalledWith({ page: 1 });
  });

  it('draws the rows with the page\'s own body', async () => {
    renderInRouter(<ListView query={answer({ list: rows, total: 2 })} testId="feed" body={(list: Row[]) => list.map((r) => <p key={r.id}>{`${r.name}（${r.status}）`}</p>)} />);
    expect((await screen.findByTestId('feed-list')).textContent).toBe('张三（在职）李四（离职）');
  });
});

describe('WorkflowActions', () => {
  const TABLE = defineTransitions('listPiecesTest', ['draft', 'published', 'ended'] as const, {
    publish: { from: ['draft'], to: 'published', label: '发布' },
    end: { from: ['published'], to: 'ended', label: '结束' },
  });

  it('offers 编辑 and the actions the table allows from the status, confirming where asked', async () => {
    const publish = vi.fn(() => Promise.resolve());
    const end = vi.fn(() => Promise.resolve());
    const onEdit = vi.fn();
    const view = (status: 'draft' | 'published' | 'ended') => <WorkflowActions table={TABLE} status={status} edit={onEdit} actions={{ publish: { run: publish }, end: { run: end, confirm: '确定结束吗？', palette: 'orange' } }} />;
    renderInRouter(<Steps views={[view('draft'), view('published'), view('ended')]} />);
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    expect(onEdit).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: '结束' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(publish).toHaveBeenCalled());
    next();
    await waitFor(() => expect(screen.queryByRole('button', { name: '编辑' })).toBeNull());
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '结束' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    within(dialog).getByText('确定结束吗？');
    expect(end).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定', hidden: true }));
    await waitFor(() => expect(end).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull());
    next();
    await waitFor(() => expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual(['下一步']));
  });
});
