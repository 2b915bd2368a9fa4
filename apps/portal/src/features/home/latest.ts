import type { QueryClient } from '@tanstack/react-query';
import { prefetchNoticeList } from '../notice';

/** How many notices and policies /Home lists (the list call takes a page size of 10, 20, 30 or 50). */
export const LATEST = 10;

/**
 * /Home's loader: the latest notices and policies in the cache before the page is drawn, so that
 * its first paint has them (drawn later, their rows pushed the blocks below down: issue 45, a
 * layout shift of 0.105 on a phone). A failure is left to the blocks, which show their error state.
 */
export async function prefetchLatest(queryClient: QueryClient): Promise<void> {
  await Promise.all((['notice', 'policy'] as const).map((category) => prefetchNoticeList(queryClient, { category, page: 1, limit: LATEST })));
}
