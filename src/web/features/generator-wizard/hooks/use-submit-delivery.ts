import { useEffect, useState } from 'react';
import { GENERATOR_SCOPE } from '../../../offline/handlers/generator-outbox.handler';
import type { OutboxEntry } from '../../../offline/outbox-entry';
import { listEntries, subscribeOutbox } from '../../../offline/outbox-store';

export type SubmitDelivery = { state: 'none' } | { state: 'queued' } | { state: 'sent' } | { state: 'failed'; error: string };

/** Where the newest "Enviar" of this generator is: still queued on the device, sent, or refused. */
export function useSubmitDelivery(id: string): SubmitDelivery {
  const [delivery, setDelivery] = useState<SubmitDelivery>({ state: 'none' });
  useEffect(() => {
    let alive = true;
    const check = () =>
      void listEntries()
        .then((entries) => {
          const latest = entries.filter((e: OutboxEntry) => e.scope.type === GENERATOR_SCOPE && e.scope.id === id && e.kind === 'submit').at(-1);
          if (!alive) return;
          if (!latest) setDelivery({ state: 'none' });
          else if (latest.state === 'sent') setDelivery({ state: 'sent' });
          else if (latest.state === 'failed') setDelivery({ state: 'failed', error: latest.lastError ?? '' });
          else setDelivery({ state: 'queued' });
        })
        .catch(() => undefined);
    check();
    const stop = subscribeOutbox(check);
    return () => {
      alive = false;
      stop();
    };
  }, [id]);
  return delivery;
}
