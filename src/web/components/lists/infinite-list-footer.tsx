import { Center, Loader } from '@mantine/core';
import { useSentinel } from '../../lib/hooks/use-sentinel';

interface Props {
  /** The infinite query's paging state, as `useInfiniteQuery` returns it. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  loadingLabel: string;
  /** Inside a scroll area: a small loader, not centred. */
  compact?: boolean;
}

/**
 * Put after the last item of an infinite list: asks for the next page when it scrolls into view
 * (never while one is on its way) and shows a loader while it arrives.
 */
export function InfiniteListFooter({ query, loadingLabel, compact = false }: Props) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useSentinel<HTMLDivElement>(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, hasNextPage);
  return (
    <>
      <div ref={sentinel} aria-hidden="true" />
      {!isFetchingNextPage ? null : compact ? (
        <Loader size="xs" aria-label={loadingLabel} />
      ) : (
        <Center py="sm">
          <Loader size="sm" aria-label={loadingLabel} />
        </Center>
      )}
    </>
  );
}
