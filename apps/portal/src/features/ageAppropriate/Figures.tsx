import { Grid, type GridProps } from '@chakra-ui/react';
import { FigureTile } from '../common';

/** Figures side by side (a task's counts, a questionnaire's response rate): a {@link FigureTile} each, its value in the colour given. Grid props (templateColumns, data-testid) go to the grid. */
export function Figures({ items, ...grid }: { items: readonly (readonly [string, string | number, string?])[] } & Omit<GridProps, 'children'>) {
  return (
    <Grid gap="3" {...grid}>
      {items.map(([label, value, color]) => (
        <FigureTile key={label} label={label} value={value} color={color} />
      ))}
    </Grid>
  );
}
