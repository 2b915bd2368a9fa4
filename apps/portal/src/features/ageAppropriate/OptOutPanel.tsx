import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { endpoints, OPT_OUT_SOURCE_LABELS } from '@portal/api';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FilterBar, FilterInput, FormDialog, FormField, ListView } from '../common';
import { useAgeMutations, useOptOuts } from './queries';

/** Search params of the 退订号码 tab: page, size, the start of a phone number. */
export interface OptOutSearch {
  page: number;
  limit: number;
  phone?: string | undefined;
}

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
      <Text fontSize="sm" color="fg.muted">
        {O.intro}
      </Text>
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
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const save = async () => {
    const checked = endpoints.optOutAdd.input.shape.phone.safeParse(phone);
    setProblem(checked.error?.issues[0]?.message);
    if (!checked.success) return false;
    if (mode === 'add') await m.addOptOut.mutateAsync({ phone: checked.data, note });
    else await m.removeOptOut.mutateAsync(checked.data);
    notify(mode === 'add' ? O.added : O.removed, 'success');
    return true;
  };
  return (
    <FormDialog open title={mode === 'add' ? O.add : O.remove} submitLabel={mode === 'add' ? O.add : O.remove} onClose={onClose} onSubmit={save} size="sm">
      <Stack gap="4">
        <FormField label={t.common.phone} required mark={false} error={problem} hint={!problem && mode === 'remove' ? O.removeHint : undefined}>
          <Input inputMode="numeric" maxLength={11} value={phone} onChange={(e) => setPhone(e.target.value)} />
        </FormField>
        {mode === 'add' && (
          <FormField label={O.note}>
            <Input maxLength={100} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
        )}
      </Stack>
    </FormDialog>
  );
}
