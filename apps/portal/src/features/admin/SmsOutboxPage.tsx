import { Badge, Stack, Text } from '@chakra-ui/react';
import { SMS_OUTBOX_SCENE_LABELS, type SmsOutboxItem, type SmsOutboxStatus } from '@portal/api';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { FilterBar, FilterInput, FilterSelect, ListPage } from '../common';
import { smsOutboxOptions, usePage } from './queries';
import type { SmsOutboxSearch } from './search';

/** The badge colour of a message's status: delivered green, accepted blue, recorded gray, pending yellow, refused, failed and undelivered red (/smsOutbox, /smsGateway's test send). */
export const smsStatusPalette: Record<SmsOutboxStatus, string> = { delivered: 'green', accepted: 'blue', recorded: 'gray', pending: 'yellow', refused: 'red', failed: 'red', undelivered: 'red', unsent: 'orange' };

/** A message's 状态 cell: the status as a badge, then (small, muted) the gateway's answer or receipt, the receipt's time and which attempt it was. */
function StatusCell({ item }: { item: SmsOutboxItem }) {
  const L = t.admin.smsOutbox;
  return (
    <Stack gap="0.5" align="flex-start">
      <Badge colorPalette={smsStatusPalette[item.status]} data-testid="sms-outbox-status">
        {item.statusLabel}
      </Badge>
      {item.detail && (
        <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
          {item.detail}
        </Text>
      )}
      {item.receiptAt && (
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {L.receipt(item.receiptAt)}
        </Text>
      )}
      {item.attempts > 1 && (
        <Text fontSize="xs" color="fg.muted">
          {L.attempts(item.attempts)}
        </Text>
      )}
    </Stack>
  );
}

/**
 * /smsOutbox (administrators, 系统管理 › 短信发送记录; issues 18 and 40): every text message the
 * platform sent, newest first, phones masked and verification codes hidden by the server, with
 * what the gateway answered (the status, its code and message, the attempts) and the carrier's
 * receipt; filtered by phone, purpose and dates; and how many queued texts wait (quiet hours) or
 * failed. Read-only.
 */
export function SmsOutboxPage({ search, onSearchChange }: { search: SmsOutboxSearch; onSearchChange: (next: Partial<SmsOutboxSearch>) => void }) {
  const L = t.admin.smsOutbox;
  const query = usePage(smsOutboxOptions(search));
  const [draft, setDraft] = useState({ phone: search.phone ?? '', beginTime: search.beginTime ?? '', endTime: search.endTime ?? '' });
  const data = query.data;
  const field = (key: keyof typeof draft, label: string, type: 'text' | 'date', w: string) => <FilterInput label={label} type={type} w={w} value={draft[key]} maxLength={11} onChange={(v) => setDraft((d) => ({ ...d, [key]: v }))} />;
  const [at, phone, scene, content, status, transport] = L.columns;
  return (
    <ListPage
      title={t.nav.titles.smsOutbox}
      subtitle={data && `${L.total(data.total)}；${L.queue(data.queued, data.failed)}`}
      filters={
        <FilterBar onSearch={() => onSearchChange({ phone: /^\d{1,11}$/.test(draft.phone.trim()) ? draft.phone.trim() : undefined, beginTime: draft.beginTime || undefined, endTime: draft.endTime || undefined, page: 1 })}>
          {field('phone', L.phone, 'text', '40')}
          <FilterSelect w={{ base: 'full', sm: '40' }} label={L.scene} all={L.allScenes} value={search.scene ?? ''} onChange={(v) => onSearchChange({ scene: (v || undefined) as SmsOutboxSearch['scene'], page: 1 })} options={Object.entries(SMS_OUTBOX_SCENE_LABELS).map(([value, label]) => ({ value, label }))} />
          {field('beginTime', t.admin.logs.from, 'date', '40')}
          {field('endTime', t.admin.logs.to, 'date', '40')}
        </FilterBar>
      }
      query={query}
      rowKey={(r) => r.id}
      testId="sms-outbox"
      skeletonRows={8}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      tableProps={{ minW: '880px' }}
      columns={[
        { header: at, cell: (r) => r.at, cellProps: { whiteSpace: 'nowrap' }, card: 'title' },
        { header: phone, cell: (r) => r.phone, cellProps: { whiteSpace: 'nowrap' } },
        {
          header: scene,
          cell: (r) => (
            <Badge colorPalette="brand" variant="surface">
              {r.sceneLabel}
            </Badge>
          ),
          cellProps: { whiteSpace: 'nowrap' },
        },
        { header: content, cell: (r) => r.content, cellProps: { minW: '80', fontSize: 'xs' } },
        { header: status, cell: (r) => <StatusCell item={r} />, cellProps: { minW: '36', maxW: '56' } },
        { header: transport, cell: (r) => r.transport },
      ]}
    />
  );
}
