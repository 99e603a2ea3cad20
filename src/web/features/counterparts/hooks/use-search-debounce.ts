import { useEffect, useState } from 'react';

/** The value after `delay` ms of quiet, or `emptyDelay` ms when it was cleared (spec 2 §5, §9). */
export function useSearchDebounce(value: string, delay: number, emptyDelay: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), value.trim() ? delay : emptyDelay);
    return () => clearTimeout(timer);
  }, [value, delay, emptyDelay]);
  return settled;
}
