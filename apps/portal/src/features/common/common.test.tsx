import { Input } from '@chakra-ui/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../../test/render';
import { ConfirmDialog } from './ConfirmDialog';
import { FilterBar, FilterSelect, KeywordBar } from './FilterBar';
import { FormDialog, submitForm } from './FormDialog';
import { PageFrame } from './PageFrame';
import { ReasonDialog } from './ReasonDialog';

// jsdom has no layout: Chakra's responsive dialog styles make some elements count as hidden, so role queries pass { hidden: true }.

describe('PageFrame', () => {
  it('shows the breadcrumb from 首页, the title as the h1 and the tab title, and the actions', async () => {
    renderInRouter(
      <PageFrame title="人员台账" crumbs={[{ label: '我的企业', to: '/business' }, { label: '人员台账' }]} actions={<button>导入</button>}>
        <p>正文</p>
      </PageFrame>,
    );
    await screen.findByRole('heading', { level: 1, name: '人员台账' });
    expect(screen.getByRole('link', { name: '首页' })).toHaveProperty('pathname', '/Home');
    expect(screen.getByRole('link', { name: '我的企业' })).toHaveProperty('pathname', '/business');
    screen.getByText('人员台账', { selector: '[aria-current="page"]' });
    screen.getByRole('button', { name: '导入' });
    screen.getByText('正文');
    await waitFor(() => expect(document.title).toBe('人员台账 - 人才就业服务平台'));
  });
});

describe('FilterBar', () => {
  function Bar({ onSearch }: { onSearch: (v: { keyword: string; status: string }) => void }) {
    const [keyword, setKeyword] = useState('');
    const [status, setStatus] = useState('');
    return (
      <FilterBar
        onSearch={() => onSearch({ keyword, status })}
        onReset={() => {
          setKeyword('');
          setStatus('');
          onSearch({ keyword: '', status: '' });
        }}
      >
        <Input aria-label="关键字" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        <FilterSelect label="状态" all="全部状态" value={status} onChange={setStatus} options={[{ value: 'on', label: '在职' }]} />
      </FilterBar>
    );
  }

  it('searches with what was typed on 搜索 and on Enter, and 重置 clears the fields', async () => {
    const onSearch = vi.fn();
    renderInRouter(<Bar onSearch={onSearch} />);
    const keyword = await screen.findByRole('textbox', { name: '关键字' });
    fireEvent.change(keyword, { target: { value: '张' } });
    fireEvent.change(screen.getByRole('combobox', { name: '状态' }), { target: { value: 'on' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: '张', status: 'on' });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(onSearch).toHaveBeenLastCalledWith({ keyword: '', status: '' });
    expect(keyword).toHaveProperty('value', '');
  });

  it('has no 重置 without onReset', async () => {
    renderInRouter(
      <FilterBar onSearch={() => undefined}>
        <Input aria-label="关键字" />
      </FilterBar>,
    );
    await screen.findByRole('button', { name: '搜索' });
    expect(screen.queryByRole('button', { name: '重置' })).toBeNull();
  });
});

describe('KeywordBar', () => {
  function Page() {
    const [applied, setApplied] = useState<string | undefined>(undefined);
    return (
      <>
        <KeywordBar label="企业名称" applied={applied} onApply={setApplied} />
        <output>{applied ?? '（无）'}</output>
      </>
    );
  }

  it('applies the trimmed keyword, nothing for blanks, and offers 重置 only while one applies', async () => {
    renderInRouter(<Page />);
    const box = await screen.findByRole('textbox', { name: '企业名称' });
    const applied = () => screen.getByRole('status').textContent;
    expect(screen.queryByRole('button', { name: '重置' })).toBeNull();
    fireEvent.change(box, { target: { value: '  科技 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(applied()).toBe('科技'));
    // blanks searched: no keyword applies any more, and 重置 goes away
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(applied()).toBe('（无）'));
    expect(screen.queryByRole('button', { name: '重置' })).toBeNull();
    // 重置 clears both the list's keyword and the field
    fireEvent.change(box, { target: { value: '华港' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(applied()).toBe('华港'));
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(applied()).toBe('（无）'));
    expect(box).toHaveProperty('value', '');
  });
});

describe('FormDialog', () => {
  function Harness({ save }: { save: (name: string) => Promise<boolean> }) {
    const [open, setOpen] = useState(true);
    const [name, setName] = useState('');
    return (
      <>
        <p>{open ? '打开' : '关闭'}</p>
        <FormDialog open={open} title="新增人员" onClose={() => setOpen(false)} onSubmit={() => save(name)}>
          <Input aria-label="姓名" value={name} onChange={(e) => setName(e.target.value)} />
        </FormDialog>
      </>
    );
  }

  it('stays open with what was typed when the save is refused or invalid, and closes once it succeeds', async () => {
    let answer: (ok: boolean) => void = () => undefined;
    const save = vi.fn(() => new Promise<boolean>((resolve, reject) => (answer = (ok) => (ok ? resolve(true) : reject(new Error('refused'))))));
    renderInRouter(<Harness save={save} />);
    const dialog = await screen.findByRole('dialog', { name: '新增人员', hidden: true });
    const name = screen.getByRole('textbox', { name: '姓名', hidden: true });
    fireEvent.change(name, { target: { value: '张三' } });

    const submit = screen.getByRole('button', { name: '保存', hidden: true });
    fireEvent.click(submit);
    await waitFor(() => expect(submit).toHaveProperty('disabled', true)); // the spinner shows while saving
    fireEvent.submit(submit.closest('form')!);
    expect(save).toHaveBeenCalledTimes(1); // a second submit while saving is ignored
    answer(false);
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    expect(dialog.isConnected).toBe(true);
    expect(name).toHaveProperty('value', '张三');
    screen.getByText('打开');

    fireEvent.click(submit);
    answer(true);
    await screen.findByText('关闭');
    expect(save).toHaveBeenLastCalledWith('张三');
  });

  it('closes on 取消 without saving', async () => {
    const save = vi.fn(async () => true);
    renderInRouter(<Harness save={save} />);
    fireEvent.click(await screen.findByRole('button', { name: '取消', hidden: true }));
    await screen.findByText('关闭');
    expect(save).not.toHaveBeenCalled();
  });
});

describe('submitForm', () => {
  function RhfHarness({ save }: { save: (v: { name: string }) => Promise<unknown> }) {
    const [open, setOpen] = useState(true);
    const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
    return (
      <>
        <p>{open ? '打开' : '关闭'}</p>
        <FormDialog open={open} title="编辑人员" onClose={() => setOpen(false)} onSubmit={submitForm(form, save)}>
          <Input aria-label="姓名" {...form.register('name', { required: '请输入姓名' })} />
          <p>{form.formState.errors.name?.message}</p>
        </FormDialog>
      </>
    );
  }

  it('keeps the dialog open while the form is invalid, then saves the values and closes', async () => {
    const save = vi.fn(async () => undefined);
    renderInRouter(<RhfHarness save={save} />);
    fireEvent.click(await screen.findByRole('button', { name: '保存', hidden: true }));
    await screen.findByText('请输入姓名');
    expect(save).not.toHaveBeenCalled();
    screen.getByText('打开');
    fireEvent.change(screen.getByRole('textbox', { name: '姓名', hidden: true }), { target: { value: '李四' } });
    fireEvent.click(screen.getByRole('button', { name: '保存', hidden: true }));
    await screen.findByText('关闭');
    expect(save).toHaveBeenCalledWith({ name: '李四' });
  });
});

describe('ReasonDialog', () => {
  function Harness({ decide }: { decide: (reason: string) => Promise<unknown> }) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <p>{open ? '打开' : '关闭'}</p>
        {open && <ReasonDialog title="退回：科技创新" label="原因" requiredMessage="请填写原因" submitLabel="退回" onClose={() => setOpen(false)} onSubmit={decide} />}
      </>
    );
  }

  it('asks for a reason of at least 2 characters, keeps it when the decision is refused, and sends it trimmed', async () => {
    const decide = vi.fn().mockRejectedValueOnce(new Error('4009')).mockResolvedValue(undefined);
    renderInRouter(<Harness decide={decide} />);
    const reason = await screen.findByRole('textbox', { name: '原因', hidden: true });
    fireEvent.change(reason, { target: { value: ' 缺 ' } });
    fireEvent.click(screen.getByRole('button', { name: '退回', hidden: true }));
    await screen.findByText('请填写原因');
    expect(decide).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: '  研发投入与上年差异过大，请核对  ' } });
    fireEvent.click(screen.getByRole('button', { name: '退回', hidden: true }));
    await waitFor(() => expect(decide).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '退回', hidden: true })).toHaveProperty('disabled', false));
    screen.getByText('打开');
    expect(reason).toHaveProperty('value', '  研发投入与上年差异过大，请核对  ');

    fireEvent.click(screen.getByRole('button', { name: '退回', hidden: true }));
    await screen.findByText('关闭');
    expect(decide).toHaveBeenLastCalledWith('研发投入与上年差异过大，请核对');
  });
});

describe('ConfirmDialog', () => {
  it('asks as an alert dialog and runs the action on 确定 only', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderInRouter(<ConfirmDialog open message="确定删除“张三”吗？" onConfirm={onConfirm} onClose={onClose} />);
    expect(await screen.findByRole('alertdialog', { name: '请确认', hidden: true })).toHaveProperty('textContent', expect.stringContaining('确定删除“张三”吗？'));
    fireEvent.click(screen.getByRole('button', { name: '取消', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确定', hidden: true }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while pending', async () => {
    const onClose = vi.fn();
    renderInRouter(<ConfirmDialog open pending message="确定撤回吗？" onConfirm={() => undefined} onClose={onClose} />);
    const cancel = await screen.findByRole('button', { name: '取消', hidden: true });
    expect(cancel).toHaveProperty('disabled', true);
    fireEvent.keyDown(screen.getByRole('alertdialog', { hidden: true }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
