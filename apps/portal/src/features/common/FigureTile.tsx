import { SimpleGrid, Stack, Text, type SimpleGridProps } from '@chakra-ui/react';
import { Note } from '@portal/ui';

/** One figure of {@link FigureTile} and {@link FigureTiles}: its name, value and unit, the value's colour, the tile's test id and the value's (e2e tests read it). */
export interface Figure {
  label: string;
  value: string | number;
  unit?: string;
  /** brand.700 by default; another colour asks for attention */
  color?: string | undefined;
  testId?: string;
  valueTestId?: string;
}

/**
 * One figure: its label over the value in large bold digits (a number with zh-CN separators) with
 * its `unit` small beside it, the value named "label value" for a screen reader.
 */
export function FigureTile(f: Figure) {
  return (
    <Stack gap="0.5" bg="bg.subtle" borderRadius="md" px="4" py="3" borderWidth="1px" borderColor="border.muted" data-testid={f.testId}>
      <Note>{f.label}</Note>
      <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color={f.color ?? 'brand.700'} fontVariantNumeric="tabular-nums" aria-label={`${f.label} ${f.value}${f.unit ?? ''}`} data-testid={f.valueTestId}>
        {typeof f.value === 'number' ? f.value.toLocaleString('zh-CN') : f.value}
        {f.unit && (
          <Note as="span" fontWeight="normal" ml="1">{f.unit}</Note>
        )}
      </Text>
    </Stack>
  );
}

/**
 * Figures side by side (the counts over a list, a report's totals, the home page's figures), a
 * {@link FigureTile} each. Grid props (columns, gap, data-testid) go to the grid; three columns by
 * default.
 */
export function FigureTiles({ items, ...grid }: { items: readonly Figure[] } & Omit<SimpleGridProps, 'children'>) {
  return (
    <SimpleGrid columns={3} gap="3" {...grid}>
      {items.map((f) => (
        <FigureTile key={f.label} {...f} />
      ))}
    </SimpleGrid>
  );
}
