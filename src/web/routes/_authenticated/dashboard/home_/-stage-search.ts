/**
 * `?stage=` of /dashboard/home/{providers|clients}/stages/$serviceId. Its own file: a route's
 * validateSearch stays in the eager route tree, so it must not import the screen with it.
 */
export interface StageSearch {
  stage?: string;
}

/** Keeps the chosen stage; anything but a uuid is dropped. */
export const validateStageSearch = (search: Record<string, unknown>): StageSearch =>
  typeof search.stage === 'string' && /^[0-9a-f-]{36}$/i.test(search.stage) ? { stage: search.stage } : {};
