import { Box, Button, ButtonGroup, Flex, Grid, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DEMAND_EDUCATIONS } from '@portal/api';
import { ListSkeleton, Note, PaginationBar } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { FilterBar, FilterSelect, optionsOf, PageFrame, QueryState } from '../common';
import { JobRows } from './JobRows';
import { useFilterOptions, useHiringList, useJobList } from './queries';
import { SALARY_BANDS, type JobSearch } from './search';

export interface JobListPageProps {
  search: JobSearch;
  onSearchChange: (next: Partial<JobSearch>) => void;
  /** the view when the URL names none: /jobDemandAll shows jobs, /entDemandAll hiring enterprises */
  defaultView: 'job' | 'ent';
  /**
   * 'stack' (default): filters above one column of results; 'sidebar' (/entDemandAllcopy): filters
   * in a column beside a two-column grid of results on wide screens, stacked on phones
   */
  presentation?: 'stack' | 'sidebar';
}

const FILTER_KEYS = ['keyword', 'industryCode', 'streetCode', 'salary', 'education'] as const;
/** The filters of a search as the form holds them ('' for none). */
const draftOf = (s: Partial<JobSearch>) => Object.fromEntries(FILTER_KEYS.map((k) => [k, s[k] ?? ''])) as Record<(typeof FILTER_KEYS)[number], string>;
/** The search of the filters typed ('' and blanks: none), starting again on page 1. */
const searchOf = (v: Record<string, string>) => ({ ...(Object.fromEntries(FILTER_KEYS.map((k) => [k, v[k]?.trim() || undefined])) as Partial<JobSearch>), page: 1 });

/** The filter form; starts from the URL and is re-created when the URL's filters change. */
function Filters({ search, jobsView, onSubmit, narrow }: { search: JobSearch; jobsView: boolean; onSubmit: (next: Partial<JobSearch>) => void; narrow: boolean }) {
  const [v, setV] = useState(draftOf(search));
  const opts = useFilterOptions().data;
  const F = t.demand.filters;
  const set = (k: keyof typeof v) => (value: string) => setV((p) => ({ ...p, [k]: value }));
  return (
    <FilterBar
      onSearch={() => onSubmit(searchOf(v))}
      onReset={() => {
        setV(draftOf({}));
        onSubmit(searchOf({}));
      }}
      bg="white"
      borderRadius="lg"
      boxShadow="xs"
      p={{ base: '3', md: '5' }}
      gap="3"
      below={
        <SimpleGrid columns={narrow ? { base: 2, lg: 1 } : { base: 2, md: jobsView ? 4 : 2 }} gap="2">
          <FilterSelect label={F.industry} all={F.allIndustries} value={v.industryCode} onChange={set('industryCode')} options={(opts?.industries ?? []).map((i) => ({ value: i.code, label: i.name }))} />
          <FilterSelect label={F.street} all={F.allStreets} value={v.streetCode} onChange={set('streetCode')} options={(opts?.streets ?? []).map((s) => ({ value: s.code, label: s.name }))} />
          {jobsView && (
            <>
              <FilterSelect label={F.salary} all={F.allSalaries} value={v.salary} onChange={set('salary')} options={Object.keys(SALARY_BANDS).map((k) => ({ value: k, label: F.salaryBand(k) }))} />
              <FilterSelect label={F.education} all={F.allEducations} value={v.education} onChange={set('education')} options={optionsOf(DEMAND_EDUCATIONS)} />
            </>
          )}
        </SimpleGrid>
      }
    >
      <Input aria-label={F.keyword} placeholder={jobsView ? F.keywordPlaceholder : F.entKeywordPlaceholder} value={v.keyword} onChange={(e) => set('keyword')(e.target.value)} maxLength={50} size="sm" flex="1" />
    </FilterBar>
  );
}

/**
 * /jobDemandAll and /entDemandAll (kept alive): on-shelf jobs, or the enterprises hiring, with
 * search by keyword, industry, street, salary band and education. Every filter, the view and the
 * page live in the URL; the pages in the query cache; with scroll restoration a return shows the
 * same place.
 */
export function JobListPage({ search, onSearchChange, defaultView, presentation = 'stack' }: JobListPageProps) {
  const sidebar = presentation === 'sidebar';
  const view = search.showType ?? defaultView;
  const jobs = useJobList(search, view === 'job');
  const firms = useHiringList(search, view === 'ent');
  const query = view === 'job' ? jobs : firms;
  const data = query.data;
  const filtered = Boolean(search.keyword || search.industryCode || search.streetCode || search.salary || search.education);

  const empty = {
    title: t.demand.empty,
    description: filtered ? t.demand.emptyFiltered : undefined,
    action: filtered && (
      <Button size="sm" variant="outline" colorPalette="brand" onClick={() => onSearchChange(searchOf({}))}>
        {t.demand.clearFilters}
      </Button>
    ),
  };
  const rows =
    view === 'job' ? (
      <JobRows items={jobs.data?.list ?? []} columns={sidebar ? 2 : 1} />
    ) : (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {(firms.data?.list ?? []).map((f) => (
          <Box key={f.enterpriseId} data-testid="firm-row" borderWidth="1px" borderRadius="lg" bg="white" p="4">
            <Flex justify="space-between" align="baseline" gap="2">
              <Text fontWeight="semibold" color="brand.800" lineClamp={1}>
                {f.entName}
              </Text>
              <Text fontSize="sm" color="accent.600" flexShrink={0}>
                {t.demand.firmPosts(f.posts, f.headcount)}
              </Text>
            </Flex>
            <Note mt="1">{f.industryName} · {f.streetName}</Note>
            <Flex justify="space-between" mt="2" fontSize="sm" align="center">
              <Text color="fg.muted" lineClamp={1}>
                {t.demand.latestPost(f.latestPost)}
              </Text>
              <Link to="/jobDemandAll" search={{ showType: 'job', keyword: f.entName }}>
                <Text as="span" color="brand.600" flexShrink={0}>
                  {t.demand.seeJobs}
                </Text>
              </Link>
            </Flex>
          </Box>
        ))}
      </SimpleGrid>
    );

  return (
    <PageFrame
      title={t.demand.publicTitle}
      subtitle={data && (view === 'job' ? t.demand.jobTotal(data.total) : t.demand.firmTotal(data.total))}
      subtitleTestId="job-total"
      actions={
        <HStack gap="3" wrap="wrap">
          <Link to={sidebar ? '/entDemandAll' : '/entDemandAllcopy'} search={search}>
            <Text as="span" fontSize="sm" color="brand.600" data-testid="layout-switch">
              {sidebar ? t.demand.stackLayout : t.demand.sidebarLayout}
            </Text>
          </Link>
          {/* which list below: toggle buttons (aria-pressed), not tabs, since the list is one region for both */}
          <ButtonGroup size="sm" attached variant="outline" colorPalette="brand" role="group" aria-label={t.demand.viewLabel}>
            {(['job', 'ent'] as const).map((v) => (
              <Button key={v} aria-pressed={view === v} variant={view === v ? 'solid' : 'outline'} onClick={() => onSearchChange({ showType: v, page: 1 })}>
                {v === 'job' ? t.demand.viewJobs : t.demand.viewFirms}
              </Button>
            ))}
          </ButtonGroup>
        </HStack>
      }
    >
      <Grid templateColumns={sidebar ? { base: '1fr', lg: '18rem 1fr' } : '1fr'} gap="4" alignItems="start">
        <Box position={sidebar ? { lg: 'sticky' } : undefined} top="4">
          <Filters key={JSON.stringify([view, search.keyword, search.industryCode, search.streetCode, search.salary, search.education])} search={search} jobsView={view === 'job'} onSubmit={onSearchChange} narrow={sidebar} />
        </Box>
        <Stack gap="4" minW="0">
          <Box aria-busy={query.isFetching} opacity={query.isPlaceholderData ? 0.55 : 1} transition="opacity 0.2s" data-testid="job-list">
            <QueryState<{ list: unknown[] }> query={query} loading={<ListSkeleton rows={6} />} isEmpty={(d) => d.list.length === 0} empty={empty}>
              {() => rows}
            </QueryState>
          </Box>
          {data && data.total > 0 && <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />}
        </Stack>
      </Grid>
    </PageFrame>
  );
}
