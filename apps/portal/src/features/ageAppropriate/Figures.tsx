import { Grid, Stat, type GridProps } from '@chakra-ui/react';

/** Figures side by side on white tiles (a task's counts, a questionnaire's response rate): each label over its value, in the value's colour when given. Grid props (templateColumns, data-testid) go to the grid. */
export function Figures({ items, ...grid }: { items: readonly (readonly [string, string | number, string?])[] } & Omit<GridProps, 'children'>) {
  return (
    <Grid gap="3" {...grid}>
      {items.map(([label, value, color]) => (
        <Stat.Root key={label} borderWidth="1px" rounded="md" p="3" bg="white">
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText color={color}>{value}</Stat.ValueText>
        </Stat.Root>
      ))}
    </Grid>
  );
}
