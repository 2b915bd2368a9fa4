import { Box, Grid, Heading, Progress, SimpleGrid, Text } from '@chakra-ui/react';
import type { CollectionKind, CollectStatistics } from '@portal/api';
import * as t from '../../i18n/zh-CN';
import { FigureTiles, SubSection } from '../common';

const T = t.collection;

/**
 * The completion of groups (streets, industry sections): per group its name, filled / total, the
 * rate and a bar of it; on a phone the bar takes a line of its own. `columns` lays long lists out
 * side by side on a wide screen.
 */
function GroupRows({ title, groups, columns, testId }: { title: string; groups: CollectStatistics['byStreet']; columns: number; testId: string }) {
  return (
    <Box>
      <Heading as="h2" fontSize="md" mb="2">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: columns }} columnGap="10" rowGap="2" data-testid={testId}>
        {groups.map((g) => (
          <Grid key={g.code} templateColumns={{ base: '1fr auto auto', md: '10rem 1fr 4.5rem 3.5rem' }} columnGap="3" rowGap="1" alignItems="center" fontSize="sm" data-testid={`${testId}-row`}>
            <Text truncate title={g.name}>
              {g.name}
            </Text>
            <Progress.Root value={g.rate} gridColumn={{ base: '1 / -1', md: '2' }} gridRow={{ base: '2', md: '1' }} size="sm" colorPalette={g.rate >= 90 ? 'green' : g.rate >= 60 ? 'brand' : 'orange'} aria-label={`${g.name}${T.rate}`}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text textAlign="right" color="fg.muted">
              {T.counts(g.filled, g.total)}
            </Text>
            <Text textAlign="right" fontWeight="semibold">
              {T.percent(g.rate)}
            </Text>
          </Grid>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/**
 * The year's completion in the user's scope: total, filled, not filled and the rate; then the
 * rate by street and by industry section (each only when the scope has more than one).
 */
export function CompletionPanel({ stats, kind }: { stats: CollectStatistics; kind: CollectionKind }) {
  const { overall } = stats;
  const streets = stats.byStreet.length > 1;
  const industries = stats.byIndustry.length > 1;
  return (
    <SubSection gap="4" ruled={false} borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }} aria-label={T.statsTitle(stats.year)} role="region" title={T.statsTitle(stats.year)}>
      <FigureTiles
        columns={{ base: 2, md: 4 }}
        items={[
          { label: T.total[kind], value: String(overall.total), valueTestId: 'collection-total' },
          { label: T.filled, value: String(overall.filled), color: 'green.700', valueTestId: 'collection-filled' },
          { label: T.notFilled, value: String(overall.total - overall.filled), color: overall.total > overall.filled ? 'orange.600' : undefined, valueTestId: 'collection-not-filled' },
          { label: T.rate, value: T.percent(overall.rate), valueTestId: 'collection-rate' },
        ]}
      />
      {(streets || industries) && (
        <SimpleGrid columns={{ base: 1, lg: streets && industries ? 2 : 1 }} gap={{ base: '5', lg: '8' }}>
          {streets && <GroupRows title={T.byStreet} groups={stats.byStreet} columns={industries ? 1 : 2} testId="collection-by-street" />}
          {industries && <GroupRows title={T.byIndustry} groups={stats.byIndustry} columns={streets ? 1 : 2} testId="collection-by-industry" />}
        </SimpleGrid>
      )}
    </SubSection>
  );
}
