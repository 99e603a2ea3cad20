import { useEffect } from 'react';

/**
 * Escape closes an open panel wherever focus is. Mantine's Popover listens for it only inside its
 * dropdown, and focus leaves the dropdown without the user moving it: a focused control that
 * re-renders away, or the dropdown hidden for a frame while the page reflows. Same rule as
 * Mantine's modals: an Escape that a select inside already used to close its options is left alone.
 */
export function useEscapeToClose(opened: boolean, setOpened: (opened: boolean) => void): void {
  useEffect(() => {
    if (!opened) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      if (event.target instanceof Element && event.target.getAttribute('data-mantine-stop-propagation') === 'true') return;
      setOpened(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened, setOpened]);
}
