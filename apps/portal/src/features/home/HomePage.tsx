import { Box, Container, Flex, Heading, Link as ChakraLink, SimpleGrid, Text } from '@chakra-ui/react';
import { EmptyState, ErrorState, ListSkeleton } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { t } from '../../i18n/zh-CN';
import { errorText } from '../../lib/api';
import { MENU_PATHS } from '../layout/menu';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { useGoTo } from '../layout/useOutcome';
import { NoticeRows } from '../notice/NoticeRows';
import { useNoticeList, type NoticeCategory } from '../notice/queries';

const LATEST = 10;

/** A home card with the latest notices or policies, a 更多 link, and its loading, empty and error states. */
function LatestCard({ category, title, emptyText, testId }: { category: NoticeCategory; title: string; emptyText: string; testId: string }) {
  const query = useNoticeList({ category, page: 1, limit: LATEST });
  const to = category === 'policy' ? '/policy' : '/notice';
  let body;
  if (query.isPending) body = <ListSkeleton rows={6} />;
  else if (query.isError) body = <ErrorState compact message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  else if (query.data.list.length === 0) body = <EmptyState compact title={emptyText} />;
  else body = <NoticeRows items={query.data.list} compact />;
  return (
    <Box as="section" aria-labelledby={`${testId}-title`} bg="white" borderRadius="lg" boxShadow="xs" px={{ base: '4', md: '6' }} py={{ base: '4', md: '5' }} data-testid={testId}>
      <Flex justify="space-between" align="center" borderBottomWidth="2px" borderColor="border.muted" mb="2">
        <Heading
          as="h2"
          id={`${testId}-title`}
          fontSize="lg"
          color="brand.800"
          py="2"
          mb="-2px"
          borderBottomWidth="2px"
          borderColor="brand.600"
          letterSpacing="wide"
        >
          {title}
        </Heading>
        <ChakraLink asChild fontSize="sm" color="fg.muted" _hover={{ color: 'brand.fg' }}>
          <Link to={to} aria-label={`${t.home.more}${title}`}>
            {t.home.more} ›
          </Link>
        </ChakraLink>
      </Flex>
      {body}
    </Box>
  );
}

const QUICK: { label: string; href: string; hint: string }[] = [
  { label: t.menu.jobs, href: MENU_PATHS.jobs, hint: '企业招聘 · 人才求职' },
  { label: t.menu.publicData, href: MENU_PATHS.publicData, hint: '数据开放 · 下载' },
  { label: t.menu.talentReports, href: MENU_PATHS.talentReports, hint: '人才发展研究' },
  { label: t.menu.empowermentStation, href: MENU_PATHS.empowermentStation, hint: '培训 · 交流 · 服务' },
  { label: t.menu.serviceOrganisations, href: MENU_PATHS.serviceOrganisations, hint: '机构名录' },
  { label: t.menu.keyEnterprises, href: MENU_PATHS.keyEnterprises, hint: '重点企业名录' },
];

/** Quick entries to the main services. */
function QuickEntries() {
  const goTo = useGoTo();
  return (
    <Box as="section" aria-labelledby="quick-title" bg="white" borderRadius="lg" boxShadow="xs" px={{ base: '4', md: '6' }} py={{ base: '4', md: '5' }}>
      <Heading as="h2" id="quick-title" fontSize="lg" color="brand.800" mb="4" letterSpacing="wide">
        {t.home.quickEntry}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap={{ base: '2', md: '4' }}>
        {QUICK.map((q) => (
          <ChakraLink
            key={q.href}
            href={q.href}
            onClick={(e) => {
              if (e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey) {
                e.preventDefault();
                goTo(q.href);
              }
            }}
            display="block"
            px="4"
            py={{ base: '3', md: '4' }}
            borderRadius="md"
            bg="brand.subtle"
            borderWidth="1px"
            borderColor="brand.100"
            _hover={{ bg: 'brand.muted', textDecoration: 'none', borderColor: 'brand.200' }}
          >
            <Text fontWeight="semibold" color="brand.800">
              {q.label}
            </Text>
            <Text fontSize="xs" color="fg.muted" mt="1">
              {q.hint}
            </Text>
          </ChakraLink>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** /Home: the latest notices and policies and quick entries, under the banner. */
export function HomePage() {
  useDocumentTitle(t.menu.home);
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Heading as="h1" srOnly>
        {t.site.title}首页
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '6' }}>
        <LatestCard category="notice" title={t.home.latestNotices} emptyText={t.home.emptyNotices} testId="home-notices" />
        <LatestCard category="policy" title={t.home.latestPolicies} emptyText={t.home.emptyPolicies} testId="home-policies" />
      </SimpleGrid>
      <Box mt={{ base: '4', md: '6' }}>
        <QuickEntries />
      </Box>
    </Container>
  );
}
