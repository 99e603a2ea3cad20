/**
 * Shared set-up for the web unit tests (each file imports it first, under
 * `// @vitest-environment jsdom`): jest-dom matchers, the browser APIs Mantine expects and jsdom
 * lacks, and cleanup between tests.
 */
// oxlint-disable-next-line import/no-unassigned-import -- registers the jest-dom matchers
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });

Element.prototype.scrollIntoView ??= () => undefined;
window.HTMLElement.prototype.scrollTo ??= () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});
