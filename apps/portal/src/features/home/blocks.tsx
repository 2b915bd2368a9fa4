import { Badge, Box, Button, Flex, Heading, Link as ChakraLink, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CONTENT_KIND_LABELS, endpoints, type Entrance } from '@portal/api';
import { useSession } from '@portal/auth';
import { EmptyState, ListSkeleton, Note } from '@portal/ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { useGoTo, useLinkProps } from '../layout';
import { useViewer } from '../notice';
import { DatedRows, SessionCounts, SessionEnterprises, timeRange } from '../station';
import { FigureTiles, QueryState } from '../common';

/** Where an item of each kind is read. */
const READ_PATHS = { notice: '/noticeDetail', policy: '/noticeDetail', explain: '/noticeDetail', data: '/sjgkDetail', report: '/rcbgDetail', matter: '/handlingDetail', stationService: '/rcfnzDetail', stationNews: '/rcfnzDetail' } as const;

export interface HomeBlockProps<T> {
  title: string;
  testId: string;
  /** the 更多 link */
  more?: { to: string; label?: string };
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  /** the loading placeholder; rows of a list by default */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A card of /Home: its title (the section's name) and 更多 link over `children`. */
function HomeCard({ title, testId, more, children }: Pick<HomeBlockProps<unknown>, 'title' | 'testId' | 'more'> & { children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={`${testId}-title`} bg="white" borderRadius="lg" boxShadow="xs" px={{ base: '4', md: '6' }} py={{ base: '4', md: '5' }} data-testid={testId} h="full">
      <Flex justify="space-between" align="center" borderBottomWidth="2px" borderColor="border.muted" mb="3">
        <Heading as="h2" id={`${testId}-title`} fontSize="lg" color="brand.800" py="2" mb="-2px" borderBottomWidth="2px" borderColor="brand.600" letterSpacing="wide">
          {title}
        </Heading>
        {more && (
          <ChakraLink asChild fontSize="sm" color="fg.muted" _hover={{ color: 'brand.fg' }}>
            {/* 更多 alone says nothing out of context: its name gets the block's title; a link's own label (进入工作台) is its name */}
            <Link to={more.to} aria-label={more.label ? undefined : `${t.home.more}${title}`}>
              {more.label ?? t.home.more} ›
            </Link>
          </ChakraLink>
        )}
      </Flex>
      {children}
    </Box>
  );
}

/** A card of /Home with its title, 更多 link, and loading, empty and error states. */
export function HomeBlock<T>({ title, testId, more, query, isEmpty, emptyText, skeleton, children }: HomeBlockProps<T>) {
  return (
    <HomeCard title={title} testId={testId} more={more}>
      <QueryState query={query} loading={skeleton ?? <ListSkeleton rows={4} />} compact isEmpty={isEmpty} empty={emptyText}>
        {children}
      </QueryState>
    </HomeCard>
  );
}

/** Reads one home block's call; each block loads (and fails) on its own. */
function useBlock<E extends (typeof endpoints)[keyof typeof endpoints]>(name: string, endpoint: E, enabled = true) {
  return useQuery({ queryKey: ['homeBlock', name], queryFn: ({ signal }) => api.call(endpoint, {} as never, { signal }), staleTime: 5 * 60_000, enabled });
}

/** A service entrance: an in-app path or an outside address (opened in a new tab). */
function EntranceTile({ e, index }: { e: Entrance; index: number }) {
  const linkProps = useLinkProps();
  const hues = ['brand', 'teal', 'orange', 'purple', 'cyan', 'red'] as const;
  const hue = hues[index % hues.length]!;
  return (
    <ChakraLink
      {...linkProps(e.href)}
      display="flex"
      gap="3"
      alignItems="center"
      px="4"
      py={{ base: '3', md: '4' }}
      borderRadius="md"
      bg={`${hue}.50`}
      borderWidth="1px"
      borderColor={`${hue}.100`}
      _hover={{ textDecoration: 'none', borderColor: `${hue}.300`, boxShadow: 'sm' }}
      opacity={e.enabled ? 1 : 0.6}
      data-testid="entrance"
    >
      <Flex w="10" h="10" flexShrink={0} borderRadius="full" bg={`${hue}.500`} color="white" align="center" justify="center" fontWeight="bold" aria-hidden>
        {e.name.slice(0, 1)}
      </Flex>
      <Box minW="0">
        <Text fontWeight="semibold" color="fg" lineClamp={1}>
          {e.name}
          {!e.enabled && (
            <Badge ml="2" size="sm" variant="outline">
              {t.home.closed}
            </Badge>
          )}
        </Text>
        <Text fontSize="xs" color="fg.muted" lineClamp={1}>
          {e.description}
        </Text>
      </Box>
    </ChakraLink>
  );
}

/** 重点服务: the entrances marked important (GET /api/home/importantService). */
export function ImportantServices() {
  const query = useBlock('importantService', endpoints.importantService);
  return (
    <HomeBlock title={t.home.importantService} testId="home-services" more={{ to: '/moreService' }} query={query} isEmpty={(d) => d.length === 0} emptyText={t.home.emptyServices}>
      {(list) => (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {list.map((e, i) => (
            <EntranceTile key={e.code} e={e} index={i} />
          ))}
        </SimpleGrid>
      )}
    </HomeBlock>
  );
}

/** 最新发布: the newest items of every kind (GET /api/home/recentPublished). */
export function RecentPublished() {
  const query = useBlock('recentPublished', endpoints.recentPublished);
  return (
    <HomeBlock title={t.home.recentPublished} testId="home-recent" query={query} isEmpty={(d) => d.length === 0} emptyText={t.home.emptyRecent}>
      {(list) => (
        <DatedRows
          items={list}
          href={(n) => `${READ_PATHS[n.category]}?id=${n.id}`}
          tag={(n) => (
            <Badge colorPalette={n.category === 'notice' ? 'brand' : n.category === 'policy' ? 'red' : 'teal'} variant="surface" size="sm" flexShrink={0}>
              {CONTENT_KIND_LABELS[n.category]}
            </Badge>
          )}
        />
      )}
    </HomeBlock>
  );
}

const figureSkeleton = (n: number) => (
  <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
    {Array.from({ length: n }, (_, i) => (
      <Skeleton key={i} h="20" borderRadius="md" />
    ))}
  </SimpleGrid>
);

/** 区情概况: district figures (GET /api/home/areaCondOverview). */
export function AreaOverview() {
  const query = useBlock('areaCondOverview', endpoints.areaCondOverview);
  const F = t.home.area;
  return (
    <HomeBlock title={t.home.areaOverview} testId="home-area" query={query} isEmpty={(d) => d.enterpriseCount === 0 && d.streetCount === 0} emptyText={t.home.emptyArea} skeleton={figureSkeleton(6)}>
      {(d) => (
        <Stack gap="3">
          <Note>{F.intro(d.districtName)}</Note>
          <FigureTiles
            columns={{ base: 2, md: 3 }}
            items={[
              { testId: 'figure', label: t.common.street, value: d.streetCount, unit: F.streetUnit },
              { testId: 'figure', label: F.enterprises, value: d.enterpriseCount, unit: F.enterpriseUnit },
              { testId: 'figure', label: F.talents, value: d.talentCount, unit: F.personUnit },
              { testId: 'figure', label: F.degreeTalents, value: d.degreeTalentCount, unit: F.personUnit },
              { testId: 'figure', label: F.degreeShare, value: d.talentCount ? Math.round((d.degreeTalentCount / d.talentCount) * 100) : 0, unit: '%' },
              { testId: 'figure', label: F.published, value: d.publishedThisYear, unit: F.itemUnit },
            ]}
          />
        </Stack>
      )}
    </HomeBlock>
  );
}

/** 产业数据: talent by industry section as bars (GET /api/home/industryData). */
export function IndustryData() {
  const query = useBlock('industryData', endpoints.industryData);
  return (
    <HomeBlock title={t.home.industryData} testId="home-industry" query={query} isEmpty={(d) => d.length === 0} emptyText={t.home.emptyIndustry}>
      {(rows) => {
        const max = Math.max(...rows.map((r) => r.talentCount), 1);
        return (
          <Stack as="ul" gap="2.5" listStyleType="none" m="0" p="0" aria-label={t.home.industryData}>
            {rows.map((r) => (
              <Box as="li" key={r.industryCode} data-testid="industry-row">
                <Flex justify="space-between" fontSize="sm" mb="1" gap="2">
                  <Text lineClamp={1}>{r.industryName}</Text>
                  <Text color="fg.muted" flexShrink={0} fontVariantNumeric="tabular-nums">
                    {t.home.industryFigures(r.talentCount, r.enterpriseCount)}
                  </Text>
                </Flex>
                <Box h="2" bg="bg.muted" borderRadius="full" overflow="hidden">
                  <Box h="full" w={`${(r.talentCount / max) * 100}%`} bg="brand.500" borderRadius="full" />
                </Box>
              </Box>
            ))}
          </Stack>
        );
      }}
    </HomeBlock>
  );
}

/** 人力资源服务机构: the first organisations (GET /api/home/serviceOrg). */
export function ServiceOrganisations() {
  const query = useBlock('serviceOrg', endpoints.serviceOrg);
  return (
    <HomeBlock title={t.menu.serviceOrganisations} testId="home-orgs" more={{ to: '/organList?type=1' }} query={query} isEmpty={(d) => d.length === 0} emptyText={t.home.emptyOrgs}>
      {(list) => (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
          {list.map((o) => (
            <Box key={o.id} p="3" borderWidth="1px" borderColor="border.muted" borderRadius="md" data-testid="home-org">
              <Text fontWeight="semibold" color="brand.800" lineClamp={1}>
                {o.name}
              </Text>
              <Text fontSize="xs" color="fg.muted" mt="1" lineClamp={1}>
                {o.tags.join(' · ')}
              </Text>
              <Text fontSize="xs" color="fg.muted" mt="1">
                {o.phone}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </HomeBlock>
  );
}

/** 我的数据: the logged-in user's own figures (GET /api/home/selfData); visitors are invited to log in. */
export function SelfData() {
  const viewer = useViewer();
  const userType = useSession((s) => s.userType);
  const query = useQuery({
    queryKey: ['user', 'home', 'selfData', viewer?.token ?? ''],
    queryFn: ({ signal }) => api.call(endpoints.selfData, {}, { signal }),
    enabled: viewer !== null,
    staleTime: 60_000,
  });
  const goTo = useGoTo();
  if (!viewer)
    return (
      <HomeCard title={t.home.selfData} testId="home-self">
        <EmptyState compact title={t.home.selfLogin} description={t.home.selfLoginHint} action={<Button size="sm" colorPalette="brand" onClick={() => goTo('/')}>{t.home.login}</Button>} />
      </HomeCard>
    );
  const more = userType === 1 ? { to: '/modifyNotice', label: t.home.toWorkbench } : { to: '/userMessage', label: t.home.toMessages };
  return (
    <HomeBlock title={t.home.selfData} testId="home-self" more={more} query={query} isEmpty={(d) => d.figures.length === 0} emptyText={t.common.empty} skeleton={figureSkeleton(4)}>
      {(d) => (
        <Stack gap="3">
          <Note lineClamp={1}>{d.title}</Note>
          <FigureTiles columns={2} items={d.figures.map((f) => ({ testId: 'figure', label: t.home.self[f.key], value: f.value, unit: f.key === 'staff' || f.key === 'degreeStaff' ? t.home.area.personUnit : t.home.area.itemUnit }))} />
        </Stack>
      )}
    </HomeBlock>
  );
}

/**
 * The block of /Home for the latest recruitment session: shown only while the switch
 * (系统配置 recruitmentSession.switch, GET /recruitmentSession/getSwitch) is on; then the session
 * (GET /recruitmentSession/getLatestRecruitmentSession): its title (to /registerAct?id=), time,
 * place, counts and up to four enterprises with two posts each. Nothing at all when off.
 */
export function LatestSessionBlock() {
  const S = t.station.session;
  const toggle = useBlock('sessionSwitch', endpoints.recruitmentSessionSwitch);
  const latest = useBlock('latestSession', endpoints.recruitmentSessionLatest, toggle.data?.on === true);
  if (!toggle.data?.on) return null;
  return (
    <HomeBlock title={S.homeTitle} testId="home-session" more={{ to: '/registerAct?type=recruitment' }} query={latest} isEmpty={(d) => d === null} emptyText={S.none}>
      {(s) =>
        s && (
          <Stack gap="3">
            <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
              <Stack gap="1" minW="0">
                <ChakraLink asChild fontSize="lg" fontWeight="semibold" color="brand.800">
                  <Link to="/registerAct" search={{ id: s.activity.id }} data-testid="home-session-title">
                    {s.activity.title}
                  </Link>
                </ChakraLink>
                <Note>{timeRange(s.activity.startTime, s.activity.endTime)} · {s.activity.place}</Note>
              </Stack>
              <SessionCounts s={s} />
            </Flex>
            <SessionEnterprises session={s} limit={4} posts={2} />
          </Stack>
        )
      }
    </HomeBlock>
  );
}
