import { EmptyState, ErrorState, ListSkeleton, type EmptyStateProps } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '../../lib/api';

export interface QueryStateProps<T> {
  /** the query whose answer the page shows */
  query: Pick<UseQueryResult<T>, 'isPending' | 'data' | 'error'> & { refetch: () => unknown };
  /** what shows while the first answer loads; a list skeleton of six rows by default */
  loading?: ReactNode;
  /** whether an answer has nothing to show (then `empty` shows instead of `children`) */
  isEmpty?: (data: T) => boolean;
  /** the empty state's title, or its props (description, an action) */
  empty?: string | EmptyStateProps;
  /** the error state's title instead of 加载失败 (a lookup's 未找到...) */
  errorTitle?: string | undefined;
  /** compact states, inside a card or a dialog */
  compact?: boolean;
  /** the page's content for an answer */
  children: (data: T) => ReactNode;
}

/**
 * The one way a page shows a query's state (issue 41): `loading` while the first answer is on its
 * way, the error in words with 重新加载 (refetch) when there is no answer, the empty state when
 * `isEmpty`, otherwise `children(data)`. A refetch keeps the last answer on screen.
 */
export function QueryState<T>({ query, loading, isEmpty, empty, errorTitle, compact = false, children }: QueryStateProps<T>) {
  if (query.isPending) return <>{loading ?? <ListSkeleton />}</>;
  if (query.data === undefined) return <ErrorState compact={compact} title={errorTitle} message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <EmptyState compact={compact} {...(typeof empty === 'string' ? { title: empty } : empty)} />;
  return <>{children(query.data)}</>;
}
