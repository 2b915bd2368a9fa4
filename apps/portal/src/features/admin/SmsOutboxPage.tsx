import { Badge, Table, Text, chakra } from '@chakra-ui/react';
import { SMS_OUTBOX_SCENE_LABELS } from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { errorText } from '../../lib/api';
import { FilterBar, FilterInput, FilterSelect, PageFrame } from '../common';
import { useSmsOutbox } from './queries';
import type { SmsOutboxSearch } from './search';

/**
 * /smsOutbox (administrators, 系统管理 › 短信发送记录; issue 18): every text message the SMS
 * transport recorded, newest first, phones masked and verification codes hidden by the server,
 * filtered by phone, purpose and dates; and how many queued texts wait (quiet hours) or failed.
 * Read-only.
 */
export function SmsOutboxPage({ search, onSearchChange }: { search: SmsOutboxSearch; onSearchChange: (next: Partial<SmsOutboxSearch>) => void }) {
  const L = t.admin.smsOutbox;
  const query = useSmsOutbox(search);
  const [draft, setDraft] = useState({ phone: search.phone ?? '', beginTime: search.beginTime ?? '', endTime: search.endTime ?? '' });
  const data = query.data;
  const field = (key: keyof typeof draft, label: string, type: 'text' | 'date', w: string) => <FilterInput label={label} type={type} w={w} value={draft[key]} maxLength={11} onChange={(v) => setDraft((d) => ({ ...d, [key]: v }))} />;
  return (
    <PageFrame title={t.nav.titles.smsOutbox} subtitle={data && <Text fontSize="sm" color="fg.muted">{`${L.total(data.total)}；${L.queue(data.queued, data.failed)}`}</Text>}>
      <FilterBar onSearch={() => onSearchChange({ phone: /^\d{1,11}$/.test(draft.phone.trim()) ? draft.phone.trim() : undefined, beginTime: draft.beginTime || undefined, endTime: draft.endTime || undefined, page: 1 })}>
        {field('phone', L.phone, 'text', '40')}
        <FilterSelect w={{ base: 'full', sm: '40' }} label={L.scene} all={L.allScenes} value={search.scene ?? ''} onChange={(v) => onSearchChange({ scene: (v || undefined) as SmsOutboxSearch['scene'], page: 1 })} options={Object.entries(SMS_OUTBOX_SCENE_LABELS).map(([value, label]) => ({ value, label }))} />
        {field('beginTime', L.from, 'date', '40')}
        {field('endTime', L.to, 'date', '40')}
      </FilterBar>
      {query.isPending ? (
        <ListSkeleton rows={8} />
      ) : !data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <chakra.div overflowX="auto">
            <Table.Root size="sm" minW="720px">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  {L.columns.map((c) => (
                    <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.list.map((r) => (
                  <Table.Row key={r.id} data-testid="sms-outbox-row">
                    <Table.Cell whiteSpace="nowrap">{r.at}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{r.phone}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      <Badge colorPalette="brand" variant="surface">
                        {r.sceneLabel}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell minW="80" fontSize="xs">
                      {r.content}
                    </Table.Cell>
                    <Table.Cell>{r.transport}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </chakra.div>
          <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
        </>
      )}
    </PageFrame>
  );
}
