import { Badge, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { endpoints, OPT_OUT_SOURCE_LABELS } from '@portal/api';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FilterBar, FilterInput, FormDialog, formFields, ListView, submitForm, useZodForm } from '../common';
import { useAgeMutations, useOptOuts } from './queries';
import type { BsRecordSearch } from './search';

/** Search params of the 退订号码 tab: page, size, the start of a phone number. */
type OptOutSearch = Pick<BsRecordSearch, 'page' | 'limit' | 'phone'>;

/**
 * The 退订号码 tab of /bsRecord (issue 16): the numbers campaign messages no longer go to, newest
 * first, masked, filtered by the start of the number; 登记退订 (a reply R, a call) and 取消退订
 * (typing the whole number: the list shows it masked).
 */
export function OptOutPanel({ search, onSearchChange }: { search: OptOutSearch; onSearchChange: (next: Partial<OptOutSearch>) => void }) {
  const O = t.ageAppropriate.optOut;
  const [phone, setPhone] = useState(search.phone ?? '');
  const [open, setOpen] = useState<'add' | 'remove' | null>(null);
  return (
    <Stack gap="3">
      <Note>{O.intro}</Note>
      <ListView
        filters={
          <HStack justify="space-between" wrap="wrap" gap="2">
            <FilterBar onSearch={() => onSearchChange({ phone: /^\d{1,11}$/.test(phone.trim()) ? phone.trim() : undefined, page: 1 })}>
              <FilterInput label={O.phoneFilter} w="44" value={phone} maxLength={11} onChange={setPhone} />
            </FilterBar>
            <HStack>
              <Button size="sm" variant="outline" onClick={() => setOpen('remove')}>
                {O.remove}
              </Button>
              <Button size="sm" colorPalette="brand" onClick={() => setOpen('add')}>
                {O.add}
              </Button>
            </HStack>
          </HStack>
        }
        query={useOptOuts(search)}
        rowKey={(r) => r.phone + r.at}
        testId="opt-out"
        card={false}
        tableProps={{ minW: '560px' }}
        empty={O.empty}
        paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
        columns={[
          { header: t.common.phone, cell: (r) => r.phone, cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } },
          { header: O.source, cell: (r) => <Badge variant="subtle" colorPalette={r.source === 'answerPage' ? 'brand' : 'gray'}>{OPT_OUT_SOURCE_LABELS[r.source]}</Badge> },
          { header: O.note, cell: (r) => r.note || '—' },
          { header: O.at, cell: (r) => r.at.slice(0, 16), cellProps: { whiteSpace: 'nowrap' } },
        ]}
      />
      {open && <OptOutDialog key={open} mode={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

/** 登记退订 (the number and a note) or 取消退订 (the whole number), checked with the contract's rules before sending. */
function OptOutDialog({ mode, onClose }: { mode: 'add' | 'remove'; onClose: () => void }) {
  const O = t.ageAppropriate.optOut;
  const m = useAgeMutations();
  const form = useZodForm(endpoints.optOutAdd.input, { phone: '', note: '' }, 'onSubmit');
  const field = formFields(form);
  const save = submitForm(form, async (v) => {
    await (mode === 'add' ? m.addOptOut.mutateAsync(v) : m.removeOptOut.mutateAsync(v.phone));
    notify(mode === 'add' ? O.added : O.removed, 'success');
  });
  return (
    <FormDialog open title={mode === 'add' ? O.add : O.remove} submitLabel={mode === 'add' ? O.add : O.remove} onClose={onClose} onSubmit={save} size="sm">
      <Stack gap="4">
        {field('phone', t.common.phone, <Input inputMode="numeric" maxLength={11} {...form.register('phone')} />, { hint: mode === 'remove' ? O.removeHint : undefined })}
        {mode === 'add' && field('note', O.note, <Input maxLength={100} {...form.register('note')} />, { required: false })}
      </Stack>
    </FormDialog>
  );
}
