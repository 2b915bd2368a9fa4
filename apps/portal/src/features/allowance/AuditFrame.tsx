import { Badge, HStack, Text } from '@chakra-ui/react';
import { AREA_AUDIT_STATUS_LABELS, type AreaAuditStatus } from '@portal/api';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '../../i18n/zh-CN';
import { PageFrame } from '../common';
import { useMayOpen } from '../navigation';

const TABS = [
  { to: '/modifyGJN', label: t.allowance.tabs.persons },
  { to: '/modifyGJNS', label: t.allowance.tabs.companies },
  { to: '/evaluateGJN', label: t.allowance.tabs.evaluate },
  { to: '/modifyRecord', label: t.allowance.tabs.records },
] as const;

/**
 * The area-audit pages' frame: the page card of the staff pages with a row of links between the
 * four pages; readers who may not score (e.g. 专业技术科) get the read-only expert scores.
 */
export function AuditFrame({ title, subtitle, actions, children }: { title: string; subtitle?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const evaluates = useMayOpen('/evaluateGJN');
  return (
    <PageFrame title={title} subtitle={subtitle} actions={actions}>
      <HStack as="nav" aria-label={t.allowance.title} gap="1" wrap="wrap" mt="-2">
        {TABS.map((tab) => {
          const current = path === tab.to || (tab.to === '/evaluateGJN' && path === '/evaluateGJNNoEdit');
          return (
            <Link key={tab.to} to={tab.to === '/evaluateGJN' && !evaluates ? '/evaluateGJNNoEdit' : tab.to} aria-current={current ? 'page' : undefined}>
              <Text as="span" display="inline-block" px="3" py="1" borderRadius="full" fontSize="sm" bg={current ? 'brand.600' : 'bg.muted'} color={current ? 'white' : 'fg'} _hover={{ bg: current ? 'brand.700' : 'brand.50' }}>
                {tab.label}
              </Text>
            </Link>
          );
        })}
      </HStack>
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
