import { Box, Text } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import type { ReactNode } from 'react';

export interface RecordListProps<R> {
  /** the records, in the order shown */
  items: readonly R[];
  rowKey: (r: R) => string | number;
  /** a record's text (kept as typed: line breaks shown) */
  text: (r: R) => ReactNode;
  /** under the text, small and muted: who and when */
  meta: (r: R) => ReactNode;
  /** the colour of a record's left rule; brand.200 by default */
  accent?: (r: R) => string;
  /** shown instead when there is no record */
  empty?: string;
  /** the test id of each record */
  testId?: string;
}

/** The records of a case (follow-ups, tracking, call records, a request's steps): each a text with who and when under it, ruled on the left. */
export function RecordList<R>({ items, rowKey, text, meta, accent, empty, testId }: RecordListProps<R>) {
  if (items.length === 0)
    return (
      <Note>{empty}</Note>
    );
  return (
    <>
      {items.map((r) => (
        <Box key={rowKey(r)} fontSize="sm" borderLeftWidth="3px" borderColor={accent?.(r) ?? 'brand.200'} pl="3" data-testid={testId}>
          <Text whiteSpace="pre-wrap">{text(r)}</Text>
          <Text color="fg.muted" fontSize="xs">
            {meta(r)}
          </Text>
        </Box>
      ))}
    </>
  );
}
