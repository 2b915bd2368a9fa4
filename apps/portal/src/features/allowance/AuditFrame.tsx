import { Badge, Button, HStack, Input, Stack, type StackProps } from '@chakra-ui/react';
import { AREA_AUDIT_STATUS_LABELS, type AreaAuditDecision, type AreaAuditStatus } from '@portal/api';
import { useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { LinkTabs, PageFrame, type PageFrameProps } from '../common';
import { useMayOpen } from '../navigation';

const TABS = [
  { to: '/modifyGJN', label: t.allowance.tabs.persons },
  { to: '/modifyGJNS', label: t.allowance.tabs.companies },
  { to: '/evaluateGJN', label: t.allowance.tabs.evaluate },
  { to: '/modifyRecord', label: t.common.auditRecords },
] as const;

/**
 * The area-audit pages' frame: the page card of the staff pages with tabs linking the four pages;
 * readers who may not score (e.g. 专业技术科) get the read-only expert scores.
 */
export function AuditFrame({ children, ...frame }: Pick<PageFrameProps, 'title' | 'subtitle' | 'subtitleTestId' | 'actions' | 'children'>) {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const evaluates = useMayOpen('/evaluateGJN');
  return (
    <PageFrame {...frame}>
      <LinkTabs label={t.allowance.title} current={path === '/evaluateGJNNoEdit' ? '/evaluateGJN' : path} tabs={TABS.map((tab) => ({ key: tab.to, label: tab.label, href: tab.to === '/evaluateGJN' && !evaluates ? '/evaluateGJNNoEdit' : tab.to }))} />
      {children}
    </PageFrame>
  );
}

const PALETTE: Record<AreaAuditStatus, string> = { awaiting_check: 'orange', agree: 'green', refused: 'red', against: 'purple', fail: 'gray' };

/** A record's status (SPEC.md section 4 values) as a coloured badge. */
export function AuditStatusBadge({ status }: { status: AreaAuditStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} data-testid="audit-status">
      {AREA_AUDIT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The decisions of an audit in the order offered: 通过 (with the count of records chosen), 不通过, 退回修改. */
const DECISIONS = [
  { status: 'agree', palette: 'brand', variant: 'solid' },
  { status: 'refused', palette: 'red', variant: 'outline' },
  { status: 'against', palette: 'gray', variant: 'outline' },
] as const;

/**
 * The audit of one record or of the records chosen: the comment (审核意见) and a button per
 * decision; `onDecide` receives the decision and the trimmed comment, which empties once it
 * resolves. While `busy` 通过 spins and the others wait; `children` are more buttons (推送补贴系统).
 */
export function AuditDecision({ count, disabled = false, busy, onDecide, children, ...stack }: { count: number; disabled?: boolean; busy: boolean; onDecide: (status: AreaAuditDecision, comment: string) => Promise<unknown>; children?: ReactNode } & StackProps) {
  const T = t.allowance;
  const [comment, setComment] = useState('');
  const label = { agree: T.agree(count), refused: T.refused, against: T.against };
  return (
    <Stack gap="2" {...stack}>
      <Input aria-label={t.common.auditComment} placeholder={T.commentPlaceholder} value={comment} onChange={(e) => setComment(e.target.value)} size="sm" maxW={{ md: '80' }} maxLength={200} />
      <HStack gap="2" wrap="wrap">
        {DECISIONS.map((d) => (
          <Button key={d.status} size="sm" colorPalette={d.palette} variant={d.variant} disabled={disabled || (busy && d.status !== 'agree')} loading={busy && d.status === 'agree'} onClick={() => void onDecide(d.status, comment.trim()).then(() => setComment(''), () => undefined)}>
            {label[d.status]}
          </Button>
        ))}
        {children}
      </HStack>
    </Stack>
  );
}
