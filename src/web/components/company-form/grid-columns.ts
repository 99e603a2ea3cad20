/**
 * Columns of the company form, by the width of the form itself (container query), not of the
 * screen: the same form lives in a phone dialog, a desktop dialog, a page and a profile card.
 */
export const TWO_COLUMNS = { base: 1, '440px': 2 } as const;
