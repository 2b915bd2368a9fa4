import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReadinessItem } from '@portal/api';
import { ListSkeleton, Note } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { PageFrame, QueryState } from '../common';
import { readinessOptions } from './queries';

const T = t.readiness;

/** One check: its label and state, what was found, and (when missing) how to fix it. */
function CheckRow({ item }: { item: ReadinessItem }) {
  return (
    <Box borderWidth="1px" borderRadius="md" bg="white" p="4" borderLeftWidth="4px" borderLeftColor={item.ok ? 'green.500' : 'orange.500'} data-testid="readiness-item" data-ok={item.ok ? 'true' : 'false'}>
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Text as="h2" fontWeight="semibold">
          {item.label}
        </Text>
        <Badge colorPalette={item.ok ? 'green' : 'orange'} variant="subtle" flexShrink={0}>
          {item.ok ? T.ok : T.missing}
        </Badge>
      </HStack>
      <Note mt="1">{item.detail}</Note>
      {!item.ok && (
        <Text fontSize="sm" mt="2" wordBreak="break-word">
          <Text as="span" fontWeight="medium">
            {T.fix}：
          </Text>
          {item.fix}
        </Text>
      )}
    </Box>
  );
}

/**
 * 系统管理 › 上线检查 (/sysReadiness, issue 42): what this production install still lacks (demo data
 * or passwords, captcha off, no https, no backup in 24 hours, the development SMS transport, the
 * demo street geometry, a single administrator...), the missing ones first, each with its fix.
 */
export function ReadinessPage() {
  const query = useQuery(readinessOptions());
  // the button spins for a check the user asked for, not for the refresh on every visit
  const [rechecking, setRechecking] = useState(false);
  const data = query.data;
  const missing = data?.items.filter((i) => !i.ok) ?? [];
  return (
    <PageFrame
      title={t.nav.titles.sysReadiness}
      subtitle={T.hint}
      actions={
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          loading={rechecking}
          onClick={() => {
            setRechecking(true);
            void query.refetch().finally(() => setRechecking(false));
          }}
        >
          {T.recheck}
        </Button>
      }
    >
      <QueryState query={query} loading={<ListSkeleton rows={5} />}>
        {(data) => (
          <Stack gap="3">
            <Text fontWeight="semibold" color={missing.length ? 'orange.700' : 'green.700'} data-testid="readiness-summary">
              {T.summary(missing.length, data.items.length)}
            </Text>
            {!data.production && (
              <Note>{T.notProduction}</Note>
            )}
            {[...missing, ...data.items.filter((i) => i.ok)].map((item) => (
              <CheckRow key={item.key} item={item} />
            ))}
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
