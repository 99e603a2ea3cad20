import { useState } from 'react';

interface PageAnswer {
  total: number | null;
  totalCapped: boolean;
  nextCursor: string | null;
}

interface Pages {
  /** page number (1-based) → the cursor that opens it: the `nextCursor` of the page before. */
  cursors: Map<number, string>;
  total: number | null;
  capped: boolean;
}

/**
 * Page numbers over the server's keyset pages. Moving to a neighbouring page sends the cursor the
 * page before returned (as fast on page 500 as on page 1); a jump sends only the page number. The
 * total is counted once per filter set (its first page) and kept here for the pages after it.
 */
export function useKeysetPages(filterKey: string) {
  // One entry per filter set seen on this screen, refreshed by every answer that arrives for it.
  const [byFilter] = useState(() => new Map<string, Pages>());
  let current = byFilter.get(filterKey);
  if (!current) {
    current = { cursors: new Map(), total: null, capped: false };
    byFilter.set(filterKey, current);
  }
  const pages = current;

  return {
    after: (page: number) => pages.cursors.get(page),
    remember(page: number, answer: PageAnswer | undefined) {
      if (!answer) return;
      if (answer.nextCursor) pages.cursors.set(page + 1, answer.nextCursor);
      if (answer.total !== null) {
        pages.total = answer.total;
        pages.capped = answer.totalCapped;
      }
    },
    /** How many pages the pager offers: all when the total is exact, else one past the furthest reached. */
    count(size: number, page: number, answer: PageAnswer | undefined) {
      const known = Math.max(1, Math.ceil((pages.total ?? 0) / size));
      if (!pages.capped) return known;
      return Math.max(known, page + (answer?.nextCursor ? 1 : 0));
    },
    total: () => ({ total: pages.total ?? 0, capped: pages.capped, known: pages.total !== null }),
  };
}
