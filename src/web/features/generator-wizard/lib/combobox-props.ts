/**
 * On phones (mobile viewport with scaling) Floating UI judged the select's input "detached" and
 * Mantine hid the open list, so the options never showed. The wizard's lists always stay visible.
 */
export const WIZARD_COMBOBOX = { hideDetached: false } as const;
