/**
 * The tabs of /dashboard/generadores. Kept apart from the screen: the route's validateSearch needs
 * them in the entry bundle, and importing the screen there would pull the whole area into it.
 */
export const AREA_TABS = ['proveedores', 'generadores', 'catalogos'] as const;
export type AreaTab = (typeof AREA_TABS)[number];
