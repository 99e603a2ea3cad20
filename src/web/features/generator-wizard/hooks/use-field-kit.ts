import { useEffect, useState } from 'react';
import { ensureSessionRestored } from '../../../lib/session/restore-session';
import { fetchFieldKit, keepServerDraftsOnDevice } from '../api/field-kit.api';
import { type FieldKit, readFieldKit, saveFieldKit } from '../lib/field-kit';

export interface FieldKitState {
  status: 'loading' | 'ready' | 'none';
  kit: FieldKit | null;
  signedIn: boolean;
}

/** The cached field kit at once, then a fresh one when the user is signed in and online. */
export function useFieldKit(): FieldKitState {
  const [state, setState] = useState<FieldKitState>({ status: 'loading', kit: null, signedIn: false });

  useEffect(() => {
    let alive = true;
    void (async () => {
      const cached = (await readFieldKit().catch(() => undefined)) ?? null;
      const signedIn = await ensureSessionRestored();
      if (!alive) return;
      setState({ status: cached ? 'ready' : signedIn ? 'loading' : 'none', kit: cached, signedIn });
      if (!signedIn) return;
      try {
        const fresh = await fetchFieldKit();
        if (fresh) {
          await saveFieldKit(fresh);
          await keepServerDraftsOnDevice(fresh.provider.id).catch(() => undefined);
        }
        if (alive) setState({ status: fresh ? 'ready' : cached ? 'ready' : 'none', kit: fresh ?? cached, signedIn });
      } catch {
        if (alive) setState({ status: cached ? 'ready' : 'none', kit: cached, signedIn });
      }
    })();
    return () => {
      alive = false;
    };
  }, []);

  return state;
}
