import { Box, DataList, HStack, Heading, Progress, SimpleGrid, Text } from '@chakra-ui/react';
import { deptModuleOf } from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton } from '@portal/ui';
import { t } from '../../i18n/zh-CN';
import { errorText } from '../../lib/api';
import { PageFrame, YearSelect } from '../common';
import { PageLink } from '../navigation';
import { StatusBadge, yearsUpTo } from './ProgressTable';
import { useDeptReconcile } from './queries';

const T = t.deptData.reconcile;

/** A count with its unit, with thousands separators; '-' when none. */
const figure = (v: number | null, unit: string) => (v === null ? '-' : `${v.toLocaleString('zh-CN')} ${unit}`);

/**
 * /modifyDR 名录核对 (issue 13; docs/data-collection.md): for the chosen year, each figure a
 * department reports beside the register that names the same things, as a card: the figure and
 * its status (linking to the module), the records of the register by the end of that year
 * (linking to the register, filtered), and the share of the figure they back. The server gives
 * the checks of the modules the user reads (others: 暂无权限); a reviewer who may not open a
 * register sees its count and the departments that keep it instead of a link (PageLink).
 */
export function ReconcilePage({ year, onYearChange }: { year: number | undefined; onYearChange: (year: number) => void }) {
  const query = useDeptReconcile(year);
  const data = query.data;
  return (
    <PageFrame title={t.nav.titles.modifyDR} subtitle={T.hint} actions={data && <YearSelect year={data.year} years={yearsUpTo(data.collectingYear)} collecting={data.collectingYear} onChange={onYearChange} />}>
      {query.isPending ? (
        <ListSkeleton rows={4} />
      ) : !data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState title={T.none} />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {data.items.map((i) => {
            const page = deptModuleOf(i.module)!.page;
            return (
              <Box key={`${i.module}-${i.label}`} borderWidth="1px" borderRadius="md" p="4" bg="white" data-testid="reconcile-item">
                <HStack justify="space-between" gap="2" wrap="wrap" mb="3">
                  <Heading as="h2" size="md">
                    {i.label}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {i.department}
                  </Text>
                </HStack>
                <DataList.Root orientation="horizontal" gap="2">
                  <DataList.Item>
                    <DataList.ItemLabel minW="28">{T.reported}</DataList.ItemLabel>
                    <DataList.ItemValue>
                      <HStack gap="2">
                        <PageLink to={page} search={{ module: i.module, year: data.year }}>
                          {figure(i.reported, i.unit)}
                        </PageLink>
                        <StatusBadge status={i.status} />
                      </HStack>
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel minW="28">{T.registered}</DataList.ItemLabel>
                    <DataList.ItemValue flexDirection="column" alignItems="flex-start" gap="0.5">
                      <PageLink to={i.register} search={i.category ? { category: i.category } : {}} testId="reconcile-registered" whiteSpace="nowrap">
                        {figure(i.registered, i.unit)}
                      </PageLink>
                      <Text fontSize="xs" color="fg.muted">
                        {T.registerOf(i.registerTitle, i.category, data.year)}
                      </Text>
                    </DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel minW="28">{T.coverage}</DataList.ItemLabel>
                    <DataList.ItemValue data-testid="reconcile-coverage">{i.coverage === null ? T.noFigure : `${i.coverage}%`}</DataList.ItemValue>
                  </DataList.Item>
                </DataList.Root>
                {i.coverage !== null && (
                  <Progress.Root value={Math.min(100, i.coverage)} size="sm" mt="3" colorPalette={i.coverage >= 80 ? 'green' : 'orange'} aria-label={T.coverage}>
                    <Progress.Track>
                      <Progress.Range />
                    </Progress.Track>
                  </Progress.Root>
                )}
              </Box>
            );
          })}
        </SimpleGrid>
      )}
    </PageFrame>
  );
}
