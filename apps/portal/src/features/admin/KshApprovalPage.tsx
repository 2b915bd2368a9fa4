import { Badge, Button, Field, HStack, Input, NativeSelect, Table, Text, chakra } from '@chakra-ui/react';
import { KSH_PERIODS, KSH_STATUSES, KSH_STATUS_LABELS, type KshItem, type KshStatus } from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { FilterBar, FilterSelect, FormDialog, optionsOf, PageFrame, ReasonDialog } from '../common';
import { useAdminMutations, useKshList } from './queries';
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
      <Field.Root>
        <Field.Label>{K.days}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {KSH_PERIODS.map((d) => (
              <option key={d} value={d}>
                {K.daysUnit(d)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
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
  const query = useKshList(search);
  const m = useAdminMutations();
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [deciding, setDeciding] = useState<{ item: KshItem; action: 'pass' | 'nopass' } | null>(null);
  const data = query.data;
  return (
    <PageFrame title={t.nav.titles.modifyScreenAll} subtitle={data && <Text fontSize="sm" color="fg.muted">{K.total(data.total)}</Text>}>
      <FilterBar onSearch={() => onSearchChange({ keyword: keyword.trim() || undefined, page: 1 })}>
        <Input size="sm" w={{ base: 'full', sm: '56' }} aria-label={t.admin.keyword} placeholder="账号或姓名" value={keyword} maxLength={50} onChange={(e) => setKeyword(e.target.value)} />
        <FilterSelect w={{ base: 'full', sm: '32' }} label={t.admin.status} all={t.admin.allStatuses} value={search.status ?? ''} onChange={(status) => onSearchChange({ status: (status || undefined) as KshSearch['status'], page: 1 })} options={optionsOf(KSH_STATUSES, KSH_STATUS_LABELS)} />
      </FilterBar>
      {query.isPending ? (
        <ListSkeleton rows={6} />
      ) : !data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <chakra.div overflowX="auto" tabIndex={0}>
            <Table.Root size="sm" minW="860px">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  {K.columns.map((c) => (
                    <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.list.map((k) => (
                  <Table.Row key={k.id} data-testid="ksh-row">
                    <Table.Cell whiteSpace="nowrap">
                      {k.name}（{k.username}）
                    </Table.Cell>
                    <Table.Cell>{k.deptName}</Table.Cell>
                    <Table.Cell maxW="72">{k.reason}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{K.daysUnit(k.days)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={KSH_PALETTE[k.status]}>{KSH_STATUS_LABELS[k.status]}</Badge>
                      {k.status === 'agree' && k.endsAt && <Text fontSize="xs" color="fg.muted">{K.until(k.endsAt.slice(0, 16))}</Text>}
                      {k.status === 'refused' && <Text fontSize="xs" color="fg.muted">{k.note}</Text>}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{k.createdAt.slice(0, 16)}</Table.Cell>
                    <Table.Cell>
                      {k.status === 'awaiting_check' ? (
                        <HStack gap="1">
                          <Button size="xs" colorPalette="brand" aria-label={`${K.pass} ${k.username}`} onClick={() => setDeciding({ item: k, action: 'pass' })}>
                            {K.pass}
                          </Button>
                          <Button size="xs" variant="outline" colorPalette="red" aria-label={`${K.nopass} ${k.username}`} onClick={() => setDeciding({ item: k, action: 'nopass' })}>
                            {K.nopass}
                          </Button>
                        </HStack>
                      ) : (
                        '-'
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </chakra.div>
          <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
        </>
      )}
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
    </PageFrame>
  );
}
