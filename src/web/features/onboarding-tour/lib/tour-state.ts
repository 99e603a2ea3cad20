import { useSyncExternalStore } from 'react';

/*
 * The tour's state as a tiny store: the help popover of the top bar opens it ("Ver recorrido")
 * and the tour itself moves on and closes, without either owning the other's state. Opening
 * always starts at the first step; closing keeps the step so the card fades out unchanged.
 */
export interface TourState {
  open: boolean;
  step: number;
}

let state: TourState = { open: false, step: 0 };
const listeners = new Set<() => void>();

function publish(next: TourState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const openTour = () => publish({ open: true, step: 0 });
export const closeTour = () => publish({ ...state, open: false });
export const goToTourStep = (step: number) => publish({ ...state, step });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

export function useTourState(): TourState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const seenKey = (userId: string) => `avala.tour.visto.${userId}`;

/** The tour opens by itself once per user on this device (localStorage, not a secret). */
export function tourSeen(userId: string): boolean {
  try {
    return localStorage.getItem(seenKey(userId)) === '1';
  } catch {
    return true; // without storage we cannot remember: better never than on every visit
  }
}

export function markTourSeen(userId: string): void {
  try {
    localStorage.setItem(seenKey(userId), '1');
  } catch {
    // Storage unavailable: see tourSeen.
  }
}
