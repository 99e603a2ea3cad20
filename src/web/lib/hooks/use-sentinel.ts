import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` whenever the returned element scrolls into view (IntersectionObserver), with a
 * margin so the next page is asked for a little before the user reaches the end.
 */
export function useSentinel<T extends HTMLElement>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T | null>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && callback.current(), { rootMargin: '240px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
