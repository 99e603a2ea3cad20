import { useEffect, useState, useSyncExternalStore } from 'react';
import type { OutboxEntry } from '../../offline/outbox-entry';
import { listEntries, subscribeOutbox } from '../../offline/outbox-store';
import { startSyncTriggers, syncEngine } from '../../offline/sync-runtime';

/** The queue as the indicator shows it, kept current across tabs; starts the sync triggers. */
export function useOutboxSnapshot() {
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const engine = syncEngine();
  const status = useSyncExternalStore(engine.subscribe, engine.status, engine.status);

  useEffect(() => {
    startSyncTriggers();
    let alive = true;
    const load = () =>
      void listEntries()
        .then((next) => alive && setEntries(next))
        .catch(() => undefined);
    load();
    const unsubscribe = subscribeOutbox(load);
    // Sent entries are pruned after a while; refresh the list now and then.
    const timer = window.setInterval(load, 30_000);
    return () => {
      alive = false;
      unsubscribe();
      window.clearInterval(timer);
    };
  }, []);

  return { entries, status, engine };
}
