import { lazy, Suspense, useEffect } from 'react';
import type { ModalsProviderProps } from '@mantine/modals';

let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * Mantine's modal manager (Modal, ScrollArea, floating-ui…) loads right after start-up rather
 * than with the first download. Its `modals.*` API works through window events, which are lost
 * until the manager listens, so callers wait for `whenModalsReady()` (see confirm-action.tsx).
 * The wrapper's effect runs after the provider's own effects, i.e. once it is listening.
 */
const LazyModalsProvider = lazy(() =>
  import('@mantine/modals').then(({ ModalsProvider }) => ({
    default: function ReadyModalsProvider(props: ModalsProviderProps) {
      useEffect(() => markReady(), []);
      return <ModalsProvider {...props} />;
    },
  })),
);

export function whenModalsReady(): Promise<void> {
  return ready;
}

/** Mounted once, in the root route (inside the router, so modal contents may use links). */
export function ModalsHost() {
  return (
    <Suspense fallback={null}>
      <LazyModalsProvider labels={{ confirm: 'Aceptar', cancel: 'Cancelar' }} />
    </Suspense>
  );
}
