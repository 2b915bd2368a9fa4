import { Box, HStack, Heading, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { deptModuleOf } from '@portal/api';
import { ListSkeleton, Note } from '@portal/ui';
import * as t from '../../i18n/zh-CN';
import { FactList, PageFrame, QueryState, YearSelect } from '../common';
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
export function ReconcilePage({ search, onSearchChange }: { search: { year?: number | undefined }; onSearchChange: (next: { year: number }) => void }) {
  const query = useDeptReconcile(search.year);
  const data = query.data;
  return (
    <PageFrame title={t.nav.titles.modifyDR} subtitle={T.hint} actions={data && <YearSelect year={data.year} years={yearsUpTo(data.collectingYear)} collecting={data.collectingYear} onChange={(year) => onSearchChange({ year })} />}>
      <QueryState query={query} loading={<ListSkeleton rows={4} />} isEmpty={(d) => d.items.length === 0} empty={T.none}>
        {(data) => (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {data.items.map((i) => {
              const page = deptModuleOf(i.module)!.page;
              return (
                <Box key={`${i.module}-${i.label}`} borderWidth="1px" borderRadius="md" p="4" bg="white" data-testid="reconcile-item">
                  <HStack justify="space-between" gap="2" wrap="wrap" mb="3">
                    <Heading as="h2" size="md">
                      {i.label}
                    </Heading>
                    <Note>{i.department}</Note>
                  </HStack>
                  <FactList
                    gap="2"
                    labelW="28"
                    rows={[
                      [
                        T.reported,
                        <HStack gap="2">
                          <PageLink to={page} search={{ module: i.module, year: data.year }}>
                            {figure(i.reported, i.unit)}
                          </PageLink>
                          <StatusBadge status={i.status} />
                        </HStack>,
                      ],
                      [
                        T.registered,
                        <Stack gap="0.5" align="flex-start">
                          <PageLink to={i.register} search={i.category ? { category: i.category } : {}} testId="reconcile-registered" whiteSpace="nowrap">
                            {figure(i.registered, i.unit)}
                          </PageLink>
                          <Text fontSize="xs" color="fg.muted">
                            {T.registerOf(i.registerTitle, i.category, data.year)}
                          </Text>
                        </Stack>,
                      ],
                      [T.coverage, <span data-testid="reconcile-coverage">{i.coverage === null ? T.noFigure : `${i.coverage}%`}</span>],
                    ]}
                  />
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
      </QueryState>
    </PageFrame>
  );
}
