import { Box, Button, Flex, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { POLICY_MATTER_THEME_LABELS } from '@portal/api';
import { ListSkeleton } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { t } from '../../i18n/zh-CN';
import { KeywordSearch } from '../listing';
import { useCash, type MatterSearch } from './queries';
import { ServiceFrame, ThemeChips } from './ServiceHandlePage';
import { QueryState } from '../common';

/** '12,000 元' for yuan; '-' for none. */
const money = (n: number | null) => (n === null ? '-' : t.matter.yuan(n));

/** One figure of the totals. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box bg="brand.subtle" borderRadius="md" px="4" py="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="brand.800" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

export interface PolicyCashPageProps {
  search: MatterSearch;
  onSearchChange: (next: Partial<MatterSearch>) => void;
}

/**
 * /policyCash (政策兑现): the published matters that pay money, with their standard and, from the
 * applications of their type, how many were received and approved and how much was granted;
 * totals on top. Keyword and theme filters in the URL.
 */
export function PolicyCashPage({ search, onSearchChange }: PolicyCashPageProps) {
  const query = useCash({ keyword: search.keyword, theme: search.theme });

  const body = (
    <QueryState query={query} loading={<ListSkeleton rows={6} />} isEmpty={(data) => data.list.length === 0} empty={t.matter.cashEmpty}>
      {(data) => {
        const { list } = data;
        const types = new Map<string, number>();
        for (const m of list) if (m.applyType) types.set(m.applyType, (types.get(m.applyType) ?? 0) + 1);
        const shared = (applyType: string) => applyType !== '' && (types.get(applyType) ?? 0) > 1;
        return (
          <Box opacity={query.isPlaceholderData ? 0.6 : 1}>
            <Table.Root size="sm" display={{ base: 'none', md: 'table' }} data-testid="cash-table">
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader>{t.matter.matterName}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.matter.dept}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.matter.standard}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.matter.cashApplications}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.matter.cashApproved}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.matter.cashAmount}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((m) => (
                  <Table.Row key={m.id} data-testid="cash-row">
                    <Table.Cell>
                      <Text asChild color="brand.fg" fontWeight="semibold">
                        <Link to="/handlingDetail" search={{ id: m.id }}>
                          {m.title}
                        </Link>
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {POLICY_MATTER_THEME_LABELS[m.theme]}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{m.deptName}</Table.Cell>
                    <Table.Cell maxW="xs">
                      <Text lineClamp={2}>{m.standard}</Text>
                      {m.amount !== null && (
                        <Text fontSize="xs" color="fg.muted">
                          {`${t.matter.amount} ${money(m.amount)}`}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{m.applications.toLocaleString('zh-CN')}</Table.Cell>
                    <Table.Cell textAlign="end" data-testid="cash-approved">
                      {m.approved.toLocaleString('zh-CN')}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontWeight="semibold" color="brand.800">
                      {m.amount === null ? '-' : money(m.cashedAmount)}
                      {shared(m.applyType) && (
                        <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                          {t.matter.sharedType}
                        </Text>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            <Stack display={{ base: 'flex', md: 'none' }} gap="3">
              {list.map((m) => (
                <Box key={m.id} borderWidth="1px" borderColor="border.muted" borderRadius="md" p="3" data-testid="cash-card">
                  <Text asChild color="brand.fg" fontWeight="semibold">
                    <Link to="/handlingDetail" search={{ id: m.id }}>
                      {m.title}
                    </Link>
                  </Text>
                  <Text fontSize="xs" color="fg.muted" mt="0.5">
                    {`${m.deptName} · ${POLICY_MATTER_THEME_LABELS[m.theme]}`}
                  </Text>
                  <Text fontSize="sm" mt="2">{`${t.matter.standard}：${m.standard}`}</Text>
                  <Flex justify="space-between" mt="2" fontSize="sm">
                    <Text color="fg.muted">{t.matter.cashPerMatter(m.approved, m.applications)}</Text>
                    <Text fontWeight="semibold" color="brand.800">
                      {m.amount === null ? '-' : money(m.cashedAmount)}
                    </Text>
                  </Flex>
                </Box>
              ))}
            </Stack>
          </Box>
        );
      }}
    </QueryState>
  );

  const totals = query.data?.totals;
  return (
    <ServiceFrame
      title={t.matter.cashTitle}
      intro={t.matter.cashIntro}
      actions={
        <Button asChild size="sm" variant="outline" colorPalette="brand" flexShrink={0}>
          <Link to="/serviceHandle">{t.matter.handleTitle}</Link>
        </Button>
      }
    >
      {totals && (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="cash-totals">
          <Figure label={t.matter.cashMatters} value={totals.matters.toLocaleString('zh-CN')} testId="cash-total-matters" />
          <Figure label={t.matter.cashApplications} value={totals.applications.toLocaleString('zh-CN')} testId="cash-total-applications" />
          <Figure label={t.matter.cashApproved} value={totals.approved.toLocaleString('zh-CN')} testId="cash-total-approved" />
          <Figure label={t.matter.cashAmount} value={money(totals.cashedAmount)} testId="cash-total-amount" />
        </SimpleGrid>
      )}
      <Flex direction={{ base: 'column', lg: 'row' }} gap="3" justify="space-between">
        <ThemeChips theme={search.theme} onChange={(theme) => onSearchChange({ theme })} />
        <KeywordSearch key={search.keyword ?? ''} keyword={search.keyword} placeholder={t.matter.searchPlaceholder} onSubmit={(keyword) => onSearchChange({ keyword })} />
      </Flex>
      {body}
    </ServiceFrame>
  );
}
