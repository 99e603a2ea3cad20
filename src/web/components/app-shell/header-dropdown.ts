/**
 * How a popover or menu of the top bar opens. The bar is fixed, so its dropdowns are too: one
 * placed on the page (the default) moves with the page while it scrolls, until the next position
 * update catches up, and a phone's scroll made the notifications jump under the finger.
 */
export const HEADER_DROPDOWN = { position: 'bottom-end', floatingStrategy: 'fixed', withinPortal: true } as const;
