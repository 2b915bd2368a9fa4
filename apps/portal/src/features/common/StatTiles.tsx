import { SimpleGrid, Stack, Text, type SimpleGridProps } from '@chakra-ui/react';

/** One figure of {@link StatTiles}: its name, its value, the value's colour (brand.800 by default) and a test id of the value. */
export interface StatTile {
  label: string;
  value: string | number;
  color?: string;
  testId?: string;
}

/**
 * Figures side by side (the counts over a list, a report's totals): each value large over its name
 * on a tinted tile, the value named "name value" for a screen reader. Grid props (columns, gap,
 * data-testid) go to the grid; three columns by default.
 */
export function StatTiles({ items, ...grid }: { items: readonly StatTile[] } & Omit<SimpleGridProps, 'children'>) {
  return (
    <SimpleGrid columns={3} gap="2" {...grid}>
      {items.map((s) => (
        <Stack key={s.label} gap="0" bg="brand.50" borderRadius="md" px="3" py="2" align="center" textAlign="center">
          <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="bold" color={s.color ?? 'brand.800'} aria-label={`${s.label} ${s.value}`} data-testid={s.testId}>
            {s.value}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {s.label}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
