import { Badge, Box, Flex, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { endpoints, type RecruitmentSession } from '@portal/api';
import { EmptyState, ListSkeleton, Note } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { QueryState, SubSection } from '../common';

const S = t.station.session;

/**
 * The participating enterprises of a recruitment session (SPEC.md section 7 /recruitmentSession/):
 * each with its industry, the number of posts on shelf and up to `posts` of them, each a link to
 * /entDemandDetail. Two columns on a desktop, one on a phone.
 */
export function SessionEnterprises({ session, limit, posts }: { session: RecruitmentSession; limit?: number; posts: number }) {
  const shown = limit === undefined ? session.enterprises : session.enterprises.slice(0, limit);
  if (shown.length === 0) return <EmptyState compact title={S.noEnterprises} />;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" as="ul" listStyleType="none" m="0" p="0">
      {shown.map((e) => (
        <Box as="li" key={e.entId} borderWidth="1px" borderColor="border.muted" borderRadius="md" p="3" data-testid="session-enterprise">
          <Flex justify="space-between" gap="2" align="baseline">
            <Text fontWeight="semibold" color="brand.800" lineClamp={1}>
              {e.name}
            </Text>
            <Text fontSize="xs" color="fg.muted" flexShrink={0}>
              {S.postCount(e.postCount)}
            </Text>
          </Flex>
          {e.industry && (
            <Text fontSize="xs" color="fg.muted">
              {e.industry}
            </Text>
          )}
          {e.posts.length === 0 ? (
            <Note mt="2">{S.noPosts}</Note>
          ) : (
            <Stack as="ul" gap="1" mt="2" listStyleType="none" m="0" p="0">
              {e.posts.slice(0, posts).map((p) => (
                <Flex as="li" key={p.id} justify="space-between" gap="2" fontSize="sm">
                  <ChakraLink asChild color="brand.700" minW="0">
                    <Link to="/entDemandDetail" search={{ id: p.id }} data-testid="session-post">
                      <Text as="span" lineClamp={1}>
                        {p.postName}
                      </Text>
                    </Link>
                  </ChakraLink>
                  <Text color="orange.fg" flexShrink={0}>
                    {t.station.salary(p.salaryMin, p.salaryMax)}
                  </Text>
                </Flex>
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** 参会企业 N 家 · 在招岗位 M 个. */
export function SessionCounts({ s }: { s: RecruitmentSession }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette="brand" variant="subtle">
        {S.enterpriseCount(s.enterpriseCount)}
      </Badge>
      <Badge colorPalette="orange" variant="subtle">
        {S.totalPosts(s.postCount)}
      </Badge>
    </HStack>
  );
}

/** The enterprises section of a recruitment session's detail (/registerAct?id=), from GET /recruitmentSession/getList?id=. */
export function SessionDetailEnterprises({ id }: { id: number }) {
  const query = useQuery({ queryKey: ['recruitmentSession', id], queryFn: ({ signal }) => api.call(endpoints.recruitmentSessionList, { id, page: 1, limit: 10 }, { signal }), staleTime: 60_000 });
  const s = query.data?.list[0];
  return (
    <SubSection as="section" aria-label={S.enterprises} testId="session-detail" ruled={false} title={S.enterprises} actions={s && <SessionCounts s={s} />}>
      <QueryState query={query} loading={<ListSkeleton rows={3} />} isEmpty={(d) => d.list.length === 0} empty={S.noEnterprises} compact>
        {(d) => <SessionEnterprises session={d.list[0]!} posts={10} />}
      </QueryState>
    </SubSection>
  );
}
