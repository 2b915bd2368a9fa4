import { Badge, Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { HANDLING_MODE_LABELS, endpoints, type Entrance } from '@portal/api';
import { ArticleSkeleton, ListSkeleton, Note } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { useDocumentTitle, useSysConfig } from '../layout';
import { ButtonLink, LinkButtons, PageFrame, PageShell, QueryState, SubSection } from '../common';
import { NoticeRows } from '../notice';
import { useMatters } from '../policyMatter';

/** Every service entrance (GET /oa/entranceConfig); kept 10 minutes. */
function useEntrances() {
  return useQuery({ queryKey: ['entrances'], queryFn: ({ signal }) => api.call(endpoints.entranceConfig, {}, { signal }), staleTime: 10 * 60_000 });
}

/** Where an entrance leads: its guide for portal services, the address itself for outside ones. */
const guideHref = (e: Entrance) => (/^https?:\/\//.test(e.href) || e.href === '/recruitnet' ? e.href : `/serviceGuide?code=${e.code}`);

/** /moreService: every service entrance with whether it is open, and the doors to 在线办理, 政策兑现 and 结果公示. */
export function MoreServicePage() {
  const query = useEntrances();
  const body = (
    <QueryState query={query} loading={<ListSkeleton rows={5} />} isEmpty={(data) => data.length === 0} empty={t.home.emptyServices}>
      {(data) => (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {data.map((e) => (
            <Flex key={e.code} direction="column" gap="2" p="4" borderWidth="1px" borderColor="border.muted" borderRadius="lg" bg="bg.subtle" data-testid="service-card">
              <Flex justify="space-between" align="center" gap="2">
                <Text fontWeight="semibold" color="brand.800">
                  {e.name}
                </Text>
                <Badge colorPalette={e.enabled ? 'green' : 'gray'} variant="subtle">
                  {e.enabled ? t.services.open : t.home.closed}
                </Badge>
              </Flex>
              <Note flex="1">{e.description}</Note>
              <ButtonLink href={guideHref(e)} size="sm" colorPalette="brand" variant="outline" alignSelf="flex-start">
                {t.services.enter}
              </ButtonLink>
            </Flex>
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
  return (
    <PageFrame
      title={t.services.title}
      actions={
        <LinkButtons
          data-testid="service-links"
          links={[
            { href: '/serviceHandle', label: t.nav.titles.serviceHandle, solid: true },
            { href: '/policyCash', label: t.nav.titles.policyCash },
            { href: '/handlingGS', label: t.nav.titles.handlingGS },
          ]}
        />
      }
    >
      {body}
    </PageFrame>
  );
}

/** The published policy matters that name a service (keyword search by its name), each linking to its guide. */
function ServiceMatters({ name }: { name: string }) {
  const matters = useMatters({ keyword: name });
  const body = (
    <QueryState query={matters} loading={<ListSkeleton rows={2} />} compact isEmpty={(data) => data.list.length === 0} empty={t.services.noMatters}>
      {(data) => (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {data.list.map((m) => (
            <Flex as="li" key={m.id} justify="space-between" align="center" gap="3" px="3" py="2" borderWidth="1px" borderColor="border.muted" borderRadius="md" data-testid="service-matter">
              <Box minW="0">
                <Text asChild color="brand.fg" fontWeight="semibold">
                  <Link to="/handlingDetail" search={{ id: m.id }}>
                    {m.title}
                  </Link>
                </Text>
                <Text fontSize="xs" color="fg.muted">{`${m.deptName} · ${t.matter.timeLimit}：${m.timeLimit}`}</Text>
              </Box>
              <Badge colorPalette={m.handling === 'online' ? 'green' : 'gray'} variant="subtle" flexShrink={0}>
                {HANDLING_MODE_LABELS[m.handling]}
              </Badge>
            </Flex>
          ))}
        </Stack>
      )}
    </QueryState>
  );
  return (
    <SubSection title={t.services.matters} ruled={false} gap="2" actions={<ButtonLink href="/serviceHandle" size="xs" variant="ghost" colorPalette="brand">{t.services.allMatters}</ButtonLink>}>
      {body}
    </SubSection>
  );
}

/**
 * /serviceGuide?code=N: one service (entrance code of SPEC.md section 9): what it is, whether it
 * is open, the policy matters to handle and the published policies and notices about it
 * (keyword search by its name).
 */
export function ServiceGuidePage({ code }: { code: string | undefined }) {
  const entrances = useEntrances();
  const entrance = entrances.data?.find((e) => e.code === code);
  useDocumentTitle(entrance?.name ?? t.services.title);
  const related = useQuery({
    queryKey: ['notice', 'list', 'serviceGuide', entrance?.name],
    queryFn: ({ signal }) => api.call(endpoints.noticeList, { page: 1, limit: 10, keyword: entrance!.name }, { signal }),
    enabled: entrance !== undefined,
    staleTime: 60_000,
  });
  const crumbs = [{ label: t.services.title, to: '/moreService' }, { label: entrance?.name ?? t.services.guide }];
  // until the entrance is found: the list's skeleton or error, or 服务不存在 when the list has no such code
  if (!entrance)
    return (
      <PageShell crumbs={crumbs}>
        <QueryState query={entrances} loading={<ArticleSkeleton />} isEmpty={() => true} empty={{ icon: 'alert', title: t.services.missing, action: <ButtonLink href="/moreService" size="sm" colorPalette="brand">{t.nav.titles.moreService}</ButtonLink> }}>
          {() => null}
        </QueryState>
      </PageShell>
    );
  return (
    <PageFrame
      title={entrance.name}
      crumbs={crumbs}
      maxW="5xl"
      subtitle={<Text color="fg.muted">{entrance.description}</Text>}
      actions={
        <Badge colorPalette={entrance.enabled ? 'green' : 'gray'} size="lg" variant="subtle" alignSelf={{ base: 'flex-start', md: 'center' }} data-testid="service-state">
          {entrance.enabled ? t.services.openNow : t.services.closedNow}
        </Badge>
      }
    >
      <Box bg="brand.subtle" borderRadius="md" px="4" py="3" fontSize="sm" lineHeight="1.9">
        <Text fontWeight="semibold" color="brand.800">
          {t.services.howTo}
        </Text>
        <Text>{t.services.steps}</Text>
      </Box>
      <ServiceMatters name={entrance.name} />
      <SubSection title={t.services.related} ruled={false} gap="2">
        <QueryState query={related} loading={<ListSkeleton rows={4} />} compact isEmpty={(d) => d.list.length === 0} empty={t.services.noRelated}>
          {(d) => <NoticeRows items={d.list} />}
        </QueryState>
      </SubSection>
    </PageFrame>
  );
}

/** /recruitnet (banner mode 99): the partner recruitment site of the liePinUrl configuration. */
export function RecruitNetPage() {
  useDocumentTitle(t.services.recruitNet);
  const url = useSysConfig('liePinUrl');
  const body = (
    <QueryState query={url} loading={<ArticleSkeleton />} isEmpty={(href) => !href} empty={t.services.recruitNetMissing}>
      {(href) => (
        <Stack gap="4" align="center" textAlign="center" py="6">
          <Heading as="h1" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800">
            {t.services.recruitNet}
          </Heading>
          <Text color="fg.muted" maxW="xl">
            {t.services.recruitNetHint}
          </Text>
          <ButtonLink href={href} colorPalette="brand" size="lg" data-testid="recruitnet-link">
            {t.services.recruitNetGo}
          </ButtonLink>
          <Note wordBreak="break-all">{href}</Note>
        </Stack>
      )}
    </QueryState>
  );
  return <PageShell crumbs={[{ label: t.services.title, to: '/moreService' }, { label: t.services.recruitNet }]} maxW="5xl">{body}</PageShell>;
}
