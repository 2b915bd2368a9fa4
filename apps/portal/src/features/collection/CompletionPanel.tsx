import { Box, Heading, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CollectionKind, CollectStatistics } from '@portal/api';
import { t } from '../../i18n/zh-CN';

const T = t.collection;

/** One figure of the year: its label and value, coloured when it asks for attention. */
function Figure({ label, value, color, testId }: { label: string; value: string; color?: string; testId: string }) {
  return (
    <Stack gap="0.5" borderWidth="1px" borderRadius="md" px="4" py="3" bg="bg.subtle">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color={color ?? 'brand.800'} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** The completion of a group (a street, an industry section): its name, a bar of the rate, filled / total and the rate. */
function GroupRows({ title, groups, testId }: { title: string; groups: CollectStatistics['byStreet']; testId: string }) {
  return (
    <Box>
      <Heading as="h2" fontSize="md" mb="2">
        {title}
      </Heading>
      <Stack gap="2" data-testid={testId}>
        {groups.map((g) => (
          <HStack key={g.code} gap="3" fontSize="sm" data-testid={`${testId}-row`}>
            <Text w={{ base: '28', md: '44' }} flexShrink={0} truncate title={g.name}>
              {g.name}
            </Text>
            <Progress.Root value={g.rate} flex="1" size="sm" colorPalette={g.rate >= 90 ? 'green' : g.rate >= 60 ? 'brand' : 'orange'} aria-label={`${g.name}${T.rate}`}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text w="20" textAlign="right" color="fg.muted" flexShrink={0}>
              {T.counts(g.filled, g.total)}
            </Text>
            <Text w="14" textAlign="right" fontWeight="semibold" flexShrink={0}>
              {T.percent(g.rate)}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The year's completion in the user's scope: total, filled, not filled and the rate; then the
 * rate by street and by industry section (each only when the scope has more than one).
 */
export function CompletionPanel({ stats, kind }: { stats: CollectStatistics; kind: CollectionKind }) {
  const { overall } = stats;
  return (
    <Stack gap="4" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }} aria-label={T.statsTitle(stats.year)} role="region">
      <Heading as="h2" fontSize="md">
        {T.statsTitle(stats.year)}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Figure label={T.total[kind]} value={String(overall.total)} testId="collection-total" />
        <Figure label={T.filled} value={String(overall.filled)} color="green.700" testId="collection-filled" />
        <Figure label={T.notFilled} value={String(overall.total - overall.filled)} color={overall.total > overall.filled ? 'orange.600' : undefined} testId="collection-not-filled" />
        <Figure label={T.rate} value={T.percent(overall.rate)} testId="collection-rate" />
      </SimpleGrid>
      {(stats.byStreet.length > 1 || stats.byIndustry.length > 1) && (
        <SimpleGrid columns={{ base: 1, lg: stats.byStreet.length > 1 && stats.byIndustry.length > 1 ? 2 : 1 }} gap={{ base: '5', lg: '8' }}>
          {stats.byStreet.length > 1 && <GroupRows title={T.byStreet} groups={stats.byStreet} testId="collection-by-street" />}
          {stats.byIndustry.length > 1 && <GroupRows title={T.byIndustry} groups={stats.byIndustry} testId="collection-by-industry" />}
        </SimpleGrid>
      )}
    </Stack>
  );
}
