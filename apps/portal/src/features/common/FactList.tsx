import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Label–value rows of a record (a person, an application's publicity, an enterprise): Chakra's
 * DataList, horizontal, each label at least `labelW` wide. Root props (size, display="grid",
 * gap, data-testid...) go to the list.
 */
export function FactList({ rows, labelW = '24', ...root }: { rows: readonly (readonly [string, ReactNode])[]; labelW?: string } & Omit<DataList.RootProps, 'children'>) {
  return (
    <DataList.Root orientation="horizontal" gap="3" {...root}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW={labelW}>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
