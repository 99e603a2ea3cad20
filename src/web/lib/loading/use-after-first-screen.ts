import { useEffect, useState } from 'react';
import { afterFirstScreen } from './after-first-screen';

/** False until the first screen is shown (after-first-screen.ts): mounts what can wait. */
export function useAfterFirstScreen(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let alive = true;
    void afterFirstScreen().then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, []);
  return ready;
}
