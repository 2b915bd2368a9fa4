import { Badge, Box, Flex, HStack, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import type { DemandItem } from '@portal/api';
import { Link } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';

/** '8000-12000元/月' style salary text. */
export const salaryText = (d: { salaryMin: number; salaryMax: number }) => t.demand.salary(d.salaryMin, d.salaryMax);

/** Job rows: each a link to /entDemandDetail?id=N with post, salary, enterprise, street, education and headcount; `columns` on wide screens (default 1). */
export function JobRows({ items, columns = 1 }: { items: DemandItem[]; columns?: number }) {
  return (
    <SimpleGrid columns={{ base: 1, md: columns }} gap="3">
      {items.map((d) => (
        <LinkBox key={d.id} as="article" data-testid="job-row" borderWidth="1px" borderRadius="lg" px={{ base: '4', md: '5' }} py="4" bg="white" _hover={{ borderColor: 'brand.400', boxShadow: 'sm' }} transition="all 0.15s">
          <Flex justify="space-between" gap="3" align="baseline" wrap="wrap">
            <LinkOverlay asChild>
              <Link to="/entDemandDetail" search={{ id: d.id }}>
                <Text as="span" fontSize="lg" fontWeight="semibold" color="brand.800" data-testid="job-title">
                  {d.postName}
                </Text>
              </Link>
            </LinkOverlay>
            <Text fontWeight="bold" color="accent.600" fontVariantNumeric="tabular-nums">
              {salaryText(d)}
            </Text>
          </Flex>
          <HStack gap="2" mt="2" wrap="wrap" fontSize="sm" color="fg.muted">
            <Badge variant="subtle">{d.education}</Badge>
            <Badge variant="subtle">{t.demand.headcount(d.headcount)}</Badge>
            <Badge variant="subtle">{d.streetName}</Badge>
          </HStack>
          <Flex justify="space-between" mt="2" fontSize="sm" color="fg.muted" gap="3" wrap="wrap">
            <Box as="span">
              {d.entName} · {d.industryName}
            </Box>
            {d.publishedAt && <Box as="span">{t.demand.publishedOn(d.publishedAt.slice(0, 10))}</Box>}
          </Flex>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
