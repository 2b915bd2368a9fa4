import { Box, Container, Grid, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Deferred, ListSkeleton } from '@portal/ui';
import * as t from '../../i18n/zh-CN';
import { useElderMode } from '../elder';
import { useDocumentTitle, useSiteTitle } from '../layout';
import { NoticeRows, categoryPath, useNoticeList, type NoticeCategory } from '../notice';
import { LATEST } from './latest';
import { AreaOverview, HomeBlock, ImportantServices, IndustryData, LatestSessionBlock, RecentPublished, SelfData, ServiceOrganisations } from './blocks';

/** How many notices and policies the elder-mode 首页 lists (a shorter page; 更多 leads to the rest). */
const ELDER_LATEST = 5;

/** A home card with the latest `shown` (at most 10) notices or policies (with unread marks for a logged-in user). */
function LatestCard({ category, title, emptyText, testId, shown = LATEST }: { category: NoticeCategory; title: string; emptyText: string; testId: string; shown?: number }) {
  // the list call takes a page size of 10, 20, 30 or 50 only: ask for 10, show `shown`
  const query = useNoticeList({ category, page: 1, limit: LATEST });
  return (
    <HomeBlock title={title} testId={testId} more={{ to: categoryPath(category) }} query={query} isEmpty={(d) => d.list.length === 0} emptyText={emptyText} skeleton={<ListSkeleton rows={6} />}>
      {(d) => <NoticeRows items={d.list.slice(0, shown)} compact />}
    </HomeBlock>
  );
}

/**
 * /Home under the banner: the latest notices and policies, important services, the latest
 * recruitment session (only while the switch of 系统配置 is on), the district
 * overview and my figures, the newest of every kind, industry data and HR service organisations;
 * every block from the database, each loading and failing on its own; the blocks under the latest
 * notices and policies in the render after them ({@link Deferred}). In elder mode (长者模式)
 * the same blocks in one column, the main services first, then notices and policies.
 */
export function HomePage() {
  useDocumentTitle(t.menu.home);
  const site = useSiteTitle();
  const elder = useElderMode((s) => s.on);
  const gap = { base: '4', md: '6' };
  if (elder) return <ElderHome />;
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Heading as="h1" srOnly>
        {site.title}首页
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={gap}>
        <LatestCard category="notice" title={t.home.latestNotices} emptyText={t.home.emptyNotices} testId="home-notices" />
        <LatestCard category="policy" title={t.home.latestPolicies} emptyText={t.home.emptyPolicies} testId="home-policies" />
      </SimpleGrid>
      <Deferred>
        <Box mt={gap}>
          <ImportantServices />
        </Box>
        <Box mt={gap} _empty={{ display: 'none' }}>
          <LatestSessionBlock />
        </Box>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={gap} mt={gap}>
          <AreaOverview />
          <SelfData />
        </Grid>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={gap} mt={gap}>
          <RecentPublished />
          <IndustryData />
        </SimpleGrid>
        <Box mt={gap}>
          <ServiceOrganisations />
        </Box>
      </Deferred>
    </Container>
  );
}

/** /Home in elder mode: every block of {@link HomePage}, one column, 重点服务 first, then the latest 5 notices and policies (更多 leads to all). */
function ElderHome() {
  const site = useSiteTitle();
  return (
    <Container maxW="4xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }} data-testid="elder-home">
      <Heading as="h1" srOnly>
        {site.title}首页
      </Heading>
      <Stack gap="6">
        <ImportantServices />
        <LatestSessionBlock />
        <LatestCard category="notice" title={t.home.latestNotices} emptyText={t.home.emptyNotices} testId="home-notices" shown={ELDER_LATEST} />
        <LatestCard category="policy" title={t.home.latestPolicies} emptyText={t.home.emptyPolicies} testId="home-policies" shown={ELDER_LATEST} />
        <SelfData />
        <AreaOverview />
        <RecentPublished />
        <IndustryData />
        <ServiceOrganisations />
      </Stack>
    </Container>
  );
}
