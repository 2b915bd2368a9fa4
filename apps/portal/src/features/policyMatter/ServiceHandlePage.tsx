import { Badge, Box, Button, Flex, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { HANDLING_MODE_LABELS, POLICY_MATTER_THEMES, POLICY_MATTER_THEME_LABELS, type PolicyMatterItem, type PolicyMatterTheme } from '@portal/api';
import { ListSkeleton, Note } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { useMayOpen } from '../navigation';
import { ButtonLink, ChoiceChips, FilterSelect, KeywordBar, optionsOf, PageFrame, QueryState } from '../common';
import { useMatters } from './queries';
import type { MatterSearch } from './search';

/** Where an online matter's application is filed (issue 6's /applySubsidies). */
export const applyHref = (applyType: string) => `/applySubsidies?type=${encodeURIComponent(applyType)}`;

/** Badges of a matter: how it is handled and its theme. */
export function MatterBadges({ m }: { m: Pick<PolicyMatterItem, 'handling' | 'theme'> }) {
  return (
    <HStack gap="1.5" wrap="wrap">
      <Badge colorPalette={m.handling === 'online' ? 'green' : 'gray'} variant="subtle" data-testid="matter-handling">
        {HANDLING_MODE_LABELS[m.handling]}
      </Badge>
      <Badge colorPalette="brand" variant="outline">
        {POLICY_MATTER_THEME_LABELS[m.theme]}
      </Badge>
    </HStack>
  );
}

/** 全部主题 and a chip per theme (/serviceHandle, /policyCash). */
export function ThemeChips({ theme, onChange }: { theme: PolicyMatterTheme | undefined; onChange: (theme: PolicyMatterTheme | undefined) => void }) {
  return <ChoiceChips label={t.matter.themeFilter} value={theme} choices={[{ value: undefined, label: t.matter.allThemes }, ...optionsOf(POLICY_MATTER_THEMES, POLICY_MATTER_THEME_LABELS)]} onChange={onChange} />;
}

/** One matter: name, badges, time limit, standard, 办事指南 and (online matters) 在线申请. */
function MatterCard({ m, showDept }: { m: PolicyMatterItem; showDept: boolean }) {
  // staff and schools do not apply; visitors are asked to log in first
  const mayApply = useMayOpen('/applySubsidies');
  return (
    <Flex direction="column" gap="2" p="4" borderWidth="1px" borderColor="border.muted" borderRadius="lg" bg="white" _hover={{ borderColor: 'brand.300', boxShadow: 'sm' }} data-testid="matter-card">
      <Flex justify="space-between" align="flex-start" gap="2">
        <Text asChild fontWeight="semibold" color="brand.800" lineClamp={2}>
          <Link to="/handlingDetail" search={{ id: m.id }}>
            {m.title}
          </Link>
        </Text>
      </Flex>
      <MatterBadges m={m} />
      <Stack gap="0.5" fontSize="sm" color="fg.muted" flex="1">
        {showDept && <Text>{`${t.matter.dept}：${m.deptName}`}</Text>}
        <Text>{`${t.matter.timeLimit}：${m.timeLimit}`}</Text>
        <Text lineClamp={2}>{`${t.matter.standard}：${m.standard}`}</Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <ButtonLink href={`/handlingDetail?id=${m.id}`} size="xs" variant="outline" colorPalette="brand">{t.matter.guide}</ButtonLink>
        {m.handling === 'online' && m.applyType && mayApply && (
          <ButtonLink href={applyHref(m.applyType)} size="xs" colorPalette="brand">
            {t.matter.applyOnline}
          </ButtonLink>
        )}
      </HStack>
    </Flex>
  );
}

/** The frame of the 在线服务 matter pages (/serviceHandle, /policyCash): breadcrumb under 在线服务, the title with its introduction under it and the links to the sibling pages beside it. */
export function ServiceFrame({ title, intro, actions, children }: { title: string; intro: string; actions: ReactNode; children: ReactNode }) {
  return (
    <PageFrame
      title={title}
      crumbs={[{ label: t.services.title, to: '/moreService' }, { label: title }]}
      subtitle={intro}
      actions={actions}
    >
      {children}
    </PageFrame>
  );
}

/** Matters in groups (by department or theme), in the order the groups first appear. */
function groupsOf(list: PolicyMatterItem[], by: 'dept' | 'theme'): [string, PolicyMatterItem[]][] {
  const groups = new Map<string, PolicyMatterItem[]>();
  const keyOf = (m: PolicyMatterItem) => (by === 'dept' ? m.deptName : POLICY_MATTER_THEME_LABELS[m.theme]);
  const ordered = by === 'theme' ? [...list].sort((a, b) => POLICY_MATTER_THEMES.indexOf(a.theme) - POLICY_MATTER_THEMES.indexOf(b.theme)) : list;
  for (const m of ordered) groups.set(keyOf(m), [...(groups.get(keyOf(m)) ?? []), m]);
  return [...groups];
}

export interface ServiceHandlePageProps {
  search: MatterSearch;
  onSearchChange: (next: Partial<MatterSearch>) => void;
}

/**
 * /serviceHandle (在线办理): the published policy matters, grouped by department (or theme), with
 * keyword search and theme and department filters in the URL; each leads to its guide
 * (/handlingDetail) and, when handled online, to the application (/applySubsidies?type=).
 */
export function ServiceHandlePage({ search, onSearchChange }: ServiceHandlePageProps) {
  const query = useMatters({ keyword: search.keyword, deptName: search.deptName, theme: search.theme });
  const group = search.group ?? 'dept';
  const filtered = search.keyword !== undefined || search.deptName !== undefined || search.theme !== undefined;

  const empty = {
    title: t.matter.empty,
    description: filtered ? t.matter.emptyHint : undefined,
    action: filtered && (
      <Button size="sm" variant="outline" colorPalette="brand" onClick={() => onSearchChange({ keyword: undefined, deptName: undefined, theme: undefined })}>
        {t.matter.clearFilters}
      </Button>
    ),
  };
  const body = (
    <QueryState query={query} loading={<ListSkeleton rows={6} />} isEmpty={(data) => data.list.length === 0} empty={empty}>
      {(data) => (
        <Stack gap="6" opacity={query.isPlaceholderData ? 0.6 : 1} data-testid="matter-groups">
          {groupsOf(data.list, group).map(([name, items]) => (
            <Box as="section" key={name} aria-label={name} data-testid="matter-group">
              <HStack gap="2" mb="3" pb="1.5" borderBottomWidth="1px" borderColor="border.muted">
                <Box w="1" h="4" bg="brand.600" borderRadius="full" />
                <Heading as="h2" fontSize="md" color="brand.800">
                  {name}
                </Heading>
                <Note>{t.matter.count(items.length)}</Note>
              </HStack>
              <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
                {items.map((m) => (
                  <MatterCard key={m.id} m={m} showDept={group === 'theme'} />
                ))}
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      )}
    </QueryState>
  );

  return (
    <ServiceFrame
      title={t.nav.titles.serviceHandle}
      intro={t.matter.handleIntro}
      actions={
        <HStack gap="2" flexShrink={0}>
          <ButtonLink href="/policyCash" size="sm" variant="outline" colorPalette="brand">{t.nav.titles.policyCash}</ButtonLink>
          <ButtonLink href="/handlingGS" size="sm" variant="outline" colorPalette="brand">{t.nav.titles.handlingGS}</ButtonLink>
        </HStack>
      }
    >
      <Stack gap="3">
        <Flex direction={{ base: 'column', lg: 'row' }} gap="3" justify="space-between">
          <KeywordBar key={search.keyword ?? ''} searchBox label={t.common.keyword} placeholder={t.matter.searchPlaceholder} applied={search.keyword} onApply={(keyword) => onSearchChange({ keyword })} />
          <HStack gap="2" wrap="wrap">
            <FilterSelect w={{ base: 'full', sm: '56' }} label={t.matter.deptFilter} all={t.common.allDepts} value={search.deptName ?? ''} onChange={(deptName) => onSearchChange({ deptName: deptName || undefined })} options={optionsOf(query.data?.departments ?? [])} />
            <ChoiceChips<typeof group> attached label={t.matter.groupBy} value={group} choices={[{ value: 'dept', label: t.matter.byDept }, { value: 'theme', label: t.matter.byTheme }]} onChange={(g) => onSearchChange({ group: g === 'dept' ? undefined : g })} />
          </HStack>
        </Flex>
        <ThemeChips theme={search.theme} onChange={(theme) => onSearchChange({ theme })} />
      </Stack>
      {body}
    </ServiceFrame>
  );
}
