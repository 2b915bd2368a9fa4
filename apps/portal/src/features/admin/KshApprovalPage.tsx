import { Badge, HStack, Text } from '@chakra-ui/react';
import { KSH_PERIODS, KSH_STATUSES, KSH_STATUS_LABELS, type KshItem, type KshStatus } from '@portal/api';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FilterSelect, FormDialog, KeywordBar, ListPage, optionsOf, ReasonDialog, SelectField } from '../common';
import { kshListOptions, useAdminMutations, usePage } from './queries';
import { RowButton } from './RowButton';
import type { KshSearch } from './search';

/** The colour of a request's status badge. */
export const KSH_PALETTE: Record<KshStatus, string> = { awaiting_check: 'orange', agree: 'green', refused: 'red' };

/** 批准 of one waiting request, for a period (default the one asked). */
function PassDialog({ item, onClose }: { item: KshItem; onClose: () => void }) {
  const K = t.admin.ksh;
  const m = useAdminMutations();
  const [days, setDays] = useState(item.days);
  const submit = async () => {
    await m.pass.mutateAsync({ id: item.id, days });
    notify(K.passed, 'success');
    return true;
  };
  return (
    <FormDialog open title={K.passTitle(item.name)} submitLabel={K.pass} onClose={onClose} onSubmit={submit}>
      <SelectField label={K.days} value={days} onChange={(v) => setDays(Number(v))} options={KSH_PERIODS.map((d) => ({ value: d, label: K.daysUnit(d) }))} />
    </FormDialog>
  );
}

/**
 * /modifyScreenAll (administrators, 系统管理 › 可视化平台权限审批): the visual-platform requests
 * (SPEC.md section 6), waiting ones first; 批准 for a period or 不批准 with a reason. A request
 * decided meanwhile by another administrator answers 4009 and the list refreshes.
 */
export function KshApprovalPage({ search, onSearchChange }: { search: KshSearch; onSearchChange: (next: Partial<KshSearch>) => void }) {
  const K = t.admin.ksh;
  const query = usePage(kshListOptions(search));
  const m = useAdminMutations();
  const [deciding, setDeciding] = useState<{ item: KshItem; action: 'pass' | 'nopass' } | null>(null);
  const data = query.data;
  const [applicant, dept, reason, period, status, createdAt, actions] = K.columns;
  return (
    <ListPage
      title={t.nav.titles.modifyScreenAll}
      subtitle={data && K.total(data.total)}
      filters={
        <KeywordBar label={t.common.keyword} placeholder="账号或姓名" w="56" applied={search.keyword} onApply={(keyword) => onSearchChange({ keyword, page: 1 })} onReset={false}>
          <FilterSelect w={{ base: 'full', sm: '32' }} label={t.common.status} all={t.common.allStatuses} value={search.status ?? ''} onChange={(v) => onSearchChange({ status: (v || undefined) as KshSearch['status'], page: 1 })} options={optionsOf(KSH_STATUSES, KSH_STATUS_LABELS)} />
        </KeywordBar>
      }
      query={query}
      rowKey={(k) => k.id}
      testId="ksh"
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      tableProps={{ minW: '860px' }}
      columns={[
        { header: applicant, cell: (k) => `${k.name}（${k.username}）`, cellProps: { whiteSpace: 'nowrap' }, card: 'title' },
        { header: dept, cell: (k) => k.deptName },
        { header: reason, cell: (k) => k.reason, cellProps: { maxW: '72' } },
        { header: period, cell: (k) => K.daysUnit(k.days), cellProps: { whiteSpace: 'nowrap' } },
        {
          header: status,
          cell: (k) => (
            <>
              <Badge colorPalette={KSH_PALETTE[k.status]}>{KSH_STATUS_LABELS[k.status]}</Badge>
              {k.status === 'agree' && k.endsAt && <Text fontSize="xs" color="fg.muted">{K.until(k.endsAt.slice(0, 16))}</Text>}
              {k.status === 'refused' && <Text fontSize="xs" color="fg.muted">{k.note}</Text>}
            </>
          ),
        },
        { header: createdAt, cell: (k) => k.createdAt.slice(0, 16), cellProps: { whiteSpace: 'nowrap' } },
        {
          header: actions,
          cell: (k) =>
            k.status === 'awaiting_check' ? (
              <HStack gap="1">
                <RowButton label={K.pass} of={k.username} variant="solid" palette="brand" onClick={() => setDeciding({ item: k, action: 'pass' })} />
                <RowButton label={K.nopass} of={k.username} palette="red" onClick={() => setDeciding({ item: k, action: 'nopass' })} />
              </HStack>
            ) : (
              '-'
            ),
          card: 'actions',
        },
      ]}
    >
      {deciding?.action === 'pass' && <PassDialog key={deciding.item.id} item={deciding.item} onClose={() => setDeciding(null)} />}
      {deciding?.action === 'nopass' && (
        // 不批准, with the reason the applicant reads at /modifyScreen
        <ReasonDialog
          key={deciding.item.id}
          title={K.nopassTitle(deciding.item.name)}
          label={K.note}
          requiredMessage={K.noteRequired}
          submitLabel={K.nopass}
          submitPalette="red"
          maxLength={200}
          onClose={() => setDeciding(null)}
          onSubmit={(note) => m.nopass.mutateAsync({ id: deciding.item.id, note }).then(() => notify(K.refused, 'success'))}
        />
      )}
    </ListPage>
  );
}
