import { Badge, HStack, Text } from '@chakra-ui/react';
import type { AuditChainItem, AuditChainStatus } from '@portal/api';
import { Note } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import * as t from '../../i18n/zh-CN';
import { auditChainOptions } from './queries';

/** The colour of each chain status: whole green, broken red, not verified lately orange. */
const COLORS: Record<AuditChainStatus, string> = { ok: 'green', broken: 'red', stale: 'orange', never: 'orange' };

/**
 * Whether an audit log's hash chain verifies (issue 44, docs/audit.md), under its page's title: the
 * last verification's result as a Chinese label (校验通过, 链不完整, 超过36小时未校验, 尚未校验), its
 * time and the chain's length, and the first problem it found (the row named, e.g. 第12条（编号40）与写入时不同).
 * Nothing while the state loads.
 */
export function ChainStatus({ log }: { log: AuditChainItem['log'] }) {
  const L = t.admin.logs.chain;
  const chain = useQuery(auditChainOptions()).data?.find((c) => c.log === log);
  if (!chain) return null;
  return (
    <HStack gap="2" wrap="wrap" data-testid="audit-chain">
      <Note>{L.title}</Note>
      <Badge colorPalette={COLORS[chain.status]} data-testid="audit-chain-status">
        {chain.statusLabel}
      </Badge>
      {chain.verifiedAt && <Note>{L.verified(chain.verifiedAt, chain.seq)}</Note>}
      {chain.problem && (
        <Text fontSize="sm" color="red.600" data-testid="audit-chain-problem">
          {chain.problem}
        </Text>
      )}
    </HStack>
  );
}
