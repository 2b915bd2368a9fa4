import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ListSkeleton, Note } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import * as t from '../../i18n/zh-CN';
import { API_BASE } from '../../lib/api';
import { PageFrame, QueryState } from '../common';

/** The answer of GET {API_BASE}/health (apps/server http/operations.ts, docs/operations.md). */
export interface HealthAnswer {
  status: 'ok' | 'fail';
  checks: { database: string; migrations: string; storage: string };
}

/** When the page read the answer, and its HTTP status (200 healthy, 503 not). */
export interface HealthReading {
  health: HealthAnswer;
  httpStatus: number;
  /** the browser's clock, HH:mm:ss */
  readAt: string;
}

/**
 * Reads the server's health. It lives outside the API envelope (a load balancer reads it by its
 * status), so it is fetched directly: 200 and 503 both carry the checks; anything else is an error.
 */
export async function readHealth(signal?: AbortSignal): Promise<HealthReading> {
  const res = await fetch(`${API_BASE}/health`, { signal, cache: 'no-store' });
  if (res.status !== 200 && res.status !== 503) throw new Error(t.operations.httpError(res.status));
  const health = (await res.json()) as HealthAnswer;
  return { health, httpStatus: res.status, readAt: new Date().toLocaleTimeString('zh-CN', { hour12: false }) };
}

const CHECKS = ['database', 'migrations', 'storage'] as const;

/** One check: its name, what it means, ok in green or the reason in red. */
function CheckCard({ name, result }: { name: (typeof CHECKS)[number]; result: string }) {
  const ok = result === 'ok';
  return (
    <Box borderWidth="1px" borderColor={ok ? 'green.200' : 'red.300'} bg={ok ? 'green.50' : 'red.50'} borderRadius="md" p="4" data-testid={`health-${name}`}>
      <HStack justify="space-between" gap="2">
        <Text fontWeight="semibold">{t.operations.checks[name].label}</Text>
        <Badge colorPalette={ok ? 'green' : 'red'} variant="solid">
          {ok ? t.operations.ok : t.operations.fail}
        </Badge>
      </HStack>
      <Note mt="1">{t.operations.checks[name].help}</Note>
      {!ok && (
        <Text fontSize="sm" color="red.700" mt="2" wordBreak="break-all">
          {result}
        </Text>
      )}
    </Box>
  );
}

/**
 * /test (SPEC.md section 2, data and dashboards; docs/operations.md): the bureau's operators see
 * whether the server and its database are healthy: the overall state, each check of
 * GET /prod-api/health (database, migrations, file storage) with the reason of a failing one, when
 * it was read, and 重新检测. Nothing secret is shown (the server never answers one).
 */
export function TestPage() {
  const query = useQuery({ queryKey: ['operations', 'health'], queryFn: ({ signal }) => readHealth(signal), retry: false, staleTime: 0, gcTime: 0 });
  const refresh = (
    <Button size="sm" variant="outline" colorPalette="brand" loading={query.isFetching} onClick={() => void query.refetch()}>
      {t.operations.refresh}
    </Button>
  );
  const body = (
    <QueryState query={query} loading={<ListSkeleton rows={3} />} errorTitle={t.operations.unreachable}>
      {(r) => {
        const ok = r.health.status === 'ok';
        return (
          <Stack gap="4">
            <Box role="status" borderRadius="md" px="4" py="3" bg={ok ? 'green.700' : 'red.700'} color="white" data-testid="health-overall">
              <Text fontSize="lg" fontWeight="bold">
                {ok ? t.operations.allOk : t.operations.someFail}
              </Text>
              <Text fontSize="sm">{t.operations.readAt(r.readAt, r.httpStatus)}</Text>
            </Box>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              {CHECKS.map((c) => (
                <CheckCard key={c} name={c} result={r.health.checks[c]} />
              ))}
            </SimpleGrid>
            <Note>{t.operations.note}</Note>
          </Stack>
        );
      }}
    </QueryState>
  );
  return (
    <PageFrame title={t.nav.titles.test} subtitle={t.operations.subtitle} actions={refresh}>
      {body}
    </PageFrame>
  );
}
