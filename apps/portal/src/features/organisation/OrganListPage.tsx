import { Badge, Box, HStack, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { ORGANISATION_TYPES, type endpoints, type OrganisationType, type OutputOf } from '@portal/api';
import { useSession, visibleMenu } from '@portal/auth';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { ButtonLink, KeywordBar, LinkTabs, ListPage } from '../common';
import { organPageOptions } from './queries';
import type { OrganSearch } from './search';

type Card = OutputOf<typeof endpoints.resourceServices>['list'][number];

/** A card's name, linked to what it stands for: an HR product's page, or the enterprise's micro-homepage (none: the name alone). */
function CardTitle({ card, type }: { card: Card; type: number }) {
  const name = (
    <Text fontWeight="semibold" color="brand.800" lineClamp={2}>
      {card.name}
    </Text>
  );
  const target = type === 3 ? { to: '/miniHomedetail' as const, id: card.id } : card.enterpriseId === null ? null : { to: '/miniHomePc' as const, id: card.enterpriseId };
  if (!target) return name;
  return (
    <LinkOverlay asChild>
      <Link to={target.to} search={{ id: target.id }}>
        {name}
      </Link>
    </LinkOverlay>
  );
}

/**
 * /organList?type=1|2|3: HR service organisations, key enterprises and HR products (SPEC.md
 * section 2) as cards with their introduction, address, phone and tags; keyword search and
 * pagination in the URL.
 */
export function OrganListPage({ search, onSearchChange }: { search: OrganSearch; onSearchChange: (next: Partial<OrganSearch>) => void }) {
  const title = t.organisation.types[search.type as OrganisationType];
  const query = useQuery({ ...organPageOptions(search), placeholderData: keepPreviousData });
  const canRelease = useSession((s) => visibleMenu(s).has('hrProductRelease'));
  return (
    <ListPage
      title={title}
      crumbs={[{ label: t.nav.titles.miniHome }, { label: title }]}
      actions={
        <HStack gap="2" wrap="wrap">
          <KeywordBar key={search.keyword ?? ''} searchBox label={t.common.keyword} placeholder={t.organisation.searchPlaceholder} applied={search.keyword} onApply={(keyword) => onSearchChange({ keyword, page: 1 })} />
          {search.type === 3 && canRelease && (
            <ButtonLink href="/modifyMini?tab=product" colorPalette="brand" size="sm">
              {t.menu.hrProductRelease}
            </ButtonLink>
          )}
        </HStack>
      }
      filters={<LinkTabs label={t.organisation.tabs} current={String(search.type)} tabs={ORGANISATION_TYPES.map((ty) => ({ key: String(ty), label: t.organisation.types[ty], href: `/organList?type=${ty}` }))} />}
      query={query}
      empty={search.keyword ? { title: t.common.noContent, description: t.common.noMatch(search.keyword) } : t.organisation.empty}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      testId="organisation"
      body={(list) => (
        <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {list.map((o) => (
            <LinkBox as="li" key={o.id} display="flex" flexDirection="column" gap="2" p="4" borderWidth="1px" borderColor="border.muted" borderRadius="lg" bg="bg.subtle" data-testid="organisation-card" _hover={{ borderColor: 'brand.400' }}>
              <CardTitle card={o} type={search.type} />
              <Note lineClamp={3} flex="1">{o.intro}</Note>
              <HStack gap="1.5" wrap="wrap">
                {o.tags.map((tag) => (
                  <Badge key={tag} colorPalette="brand" variant="surface" size="sm">
                    {tag}
                  </Badge>
                ))}
              </HStack>
              <Box fontSize="xs" color="fg.muted" borderTopWidth="1px" borderColor="border.muted" pt="2">
                {o.address && (
                  <Text lineClamp={1}>
                    {search.type === 3 ? t.organisation.provider : t.common.address}：{o.address}
                  </Text>
                )}
                {o.phone && (
                  <Text>
                    {t.organisation.phone}：{o.phone}
                  </Text>
                )}
              </Box>
            </LinkBox>
          ))}
        </SimpleGrid>
      )}
    />
  );
}
