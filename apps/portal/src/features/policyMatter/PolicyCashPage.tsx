import { Flex, Text } from '@chakra-ui/react';
import { POLICY_MATTER_THEME_LABELS } from '@portal/api';
import { Link } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { useCash } from './queries';
import type { MatterSearch } from './search';
import { ServiceFrame, ThemeChips } from './ServiceHandlePage';
import { ButtonLink, FigureTiles, KeywordBar, ListView } from '../common';

/** '12,000 元' for yuan; '-' for none. */
const money = (n: number | null) => (n === null ? '-' : t.matter.yuan(n));

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

  const list = query.data?.list ?? [];
  const types = new Map<string, number>();
  for (const m of list) if (m.applyType) types.set(m.applyType, (types.get(m.applyType) ?? 0) + 1);
  const shared = (applyType: string) => applyType !== '' && (types.get(applyType) ?? 0) > 1;
  const cashed = (m: (typeof list)[number]) => (m.amount === null ? '-' : money(m.cashedAmount));
  const title = (m: (typeof list)[number]) => (
    <Text asChild color="brand.fg" fontWeight="semibold">
      <Link to="/handlingDetail" search={{ id: m.id }}>
        {m.title}
      </Link>
    </Text>
  );
  const end = { textAlign: 'end' } as const;
  const body = (
    <ListView
      query={{ ...query, data: query.data?.list }}
      rowKey={(m) => m.id}
      testId="cash"
      empty={t.matter.cashEmpty}
      columns={[
        { header: t.matter.matterName, cell: (m) => <>{title(m)}<Text fontSize="xs" color="fg.muted">{POLICY_MATTER_THEME_LABELS[m.theme]}</Text></> },
        { header: t.matter.dept, cell: (m) => m.deptName },
        { header: t.matter.standard, cell: (m) => <><Text lineClamp={2}>{m.standard}</Text>{m.amount !== null && <Text fontSize="xs" color="fg.muted">{`${t.matter.amount} ${money(m.amount)}`}</Text>}</>, cellProps: { maxW: 'xs' } },
        { header: t.matter.cashApplications, cell: (m) => m.applications.toLocaleString('zh-CN'), cellProps: end },
        { header: t.matter.cashApproved, cell: (m) => <span data-testid="cash-approved">{m.approved.toLocaleString('zh-CN')}</span>, cellProps: end },
        { header: t.matter.cashAmount, cell: (m) => <>{cashed(m)}{shared(m.applyType) && <Text fontSize="xs" color="fg.muted" fontWeight="normal">{t.matter.sharedType}</Text>}</>, cellProps: { ...end, fontWeight: 'semibold', color: 'brand.800' } },
      ]}
      card={(m) => (
        <>
          {title(m)}
          <Text fontSize="xs" color="fg.muted">{`${m.deptName} · ${POLICY_MATTER_THEME_LABELS[m.theme]}`}</Text>
          <Text fontSize="sm" mt="1">{`${t.matter.standard}：${m.standard}`}</Text>
          <Flex justify="space-between" mt="1" fontSize="sm">
            <Text color="fg.muted">{t.matter.cashPerMatter(m.approved, m.applications)}</Text>
            <Text fontWeight="semibold" color="brand.800">
              {cashed(m)}
            </Text>
          </Flex>
        </>
      )}
    />
  );

  const totals = query.data?.totals;
  return (
    <ServiceFrame
      title={t.nav.titles.policyCash}
      intro={t.matter.cashIntro}
      actions={
        <ButtonLink href="/serviceHandle" size="sm" variant="outline" colorPalette="brand" flexShrink={0}>{t.nav.titles.serviceHandle}</ButtonLink>
      }
    >
      {totals && (
        <FigureTiles
          columns={{ base: 2, md: 4 }}
          data-testid="cash-totals"
          items={[
            { label: t.matter.cashMatters, value: totals.matters, color: 'brand.800', valueTestId: 'cash-total-matters' },
            { label: t.matter.cashApplications, value: totals.applications, color: 'brand.800', valueTestId: 'cash-total-applications' },
            { label: t.matter.cashApproved, value: totals.approved, color: 'brand.800', valueTestId: 'cash-total-approved' },
            { label: t.matter.cashAmount, value: money(totals.cashedAmount), color: 'brand.800', valueTestId: 'cash-total-amount' },
          ]}
        />
      )}
      <Flex direction={{ base: 'column', lg: 'row' }} gap="3" justify="space-between">
        <ThemeChips theme={search.theme} onChange={(theme) => onSearchChange({ theme })} />
        <KeywordBar key={search.keyword ?? ''} searchBox label={t.common.keyword} placeholder={t.matter.searchPlaceholder} applied={search.keyword} onApply={(keyword) => onSearchChange({ keyword })} />
      </Flex>
      {body}
    </ServiceFrame>
  );
}
