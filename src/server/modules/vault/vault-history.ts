const HOUR_MS = 3_600_000;

interface LedgerLine {
  action: string;
  userId: string | null;
  at: string;
}

/**
 * A file's history as people read it: the ledger keeps every READ, but one user opening a file
 * again and again within an hour of their first view is one line with a count. Only consecutive
 * views fold, so a line never moves a view past another event (a validation, a deletion).
 */
export function foldRepeatedViews<E extends LedgerLine>(entries: readonly E[]): (E & { count: number })[] {
  const lines: (E & { count: number })[] = [];
  for (const entry of entries) {
    const last = lines.at(-1);
    const repeated = last && entry.action === 'READ' && last.action === 'READ' && entry.userId !== null && entry.userId === last.userId && Date.parse(entry.at) - Date.parse(last.at) < HOUR_MS;
    if (repeated) last.count += 1;
    else lines.push({ ...entry, count: 1 });
  }
  return lines;
}
