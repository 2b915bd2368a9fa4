import { Box, Container, Grid, Heading, SimpleGrid } from '@chakra-ui/react';
import { ListSkeleton } from '@portal/ui';
import { t } from '../../i18n/zh-CN';
import { useDocumentTitle } from '../layout';
import { NoticeRows, categoryPath, useNoticeList, type NoticeCategory } from '../notice';
import { AreaOverview, HomeBlock, ImportantServices, IndustryData, RecentPublished, SelfData, ServiceOrganisations } from './blocks';

const LATEST = 10;

/** A home card with the latest notices or policies (with unread marks for a logged-in user). */
function LatestCard({ category, title, emptyText, testId }: { category: NoticeCategory; title: string; emptyText: string; testId: string }) {
  const query = useNoticeList({ category, page: 1, limit: LATEST });
  return (
    <HomeBlock title={title} testId={testId} more={{ to: categoryPath(category) }} query={query} isEmpty={(d) => d.list.length === 0} emptyText={emptyText} skeleton={<ListSkeleton rows={6} />}>
      {(d) => <NoticeRows items={d.list} compact />}
    </HomeBlock>
  );
}

/**
 * /Home under the banner: the latest notices and policies, important services, the district
 * overview and my figures, the newest of every kind, industry data and HR service organisations;
 * every block from the database, each loading and failing on its own.
 */
export function HomePage() {
  useDocumentTitle(t.menu.home);
  const gap = { base: '4', md: '6' };
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Heading as="h1" srOnly>
        {t.site.title}首页
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={gap}>
        <LatestCard category="notice" title={t.home.latestNotices} emptyText={t.home.emptyNotices} testId="home-notices" />
        <LatestCard category="policy" title={t.home.latestPolicies} emptyText={t.home.emptyPolicies} testId="home-policies" />
      </SimpleGrid>
      <Box mt={gap}>
        <ImportantServices />
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
    </Container>
  );
}
