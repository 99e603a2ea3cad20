/*
 * Toasts of the onboarding, profile and plans screens. The notifications package is imported on
 * demand (the root route mounts its stack lazily), so a screen that never announces anything does
 * not download it. Every toast hides itself after 6000 ms (spec 1 §9) and can be closed sooner.
 */
export type ToastTone = 'success' | 'warning' | 'error';

const COLORS = { success: 'green', warning: 'yellow', error: 'red' } as const satisfies Record<ToastTone, string>;
const TITLES = { success: 'Listo', warning: 'Atención', error: 'Error' } as const satisfies Record<ToastTone, string>;

export const TOAST_AUTO_CLOSE_MS = 6000;

export function showToast(tone: ToastTone, message: string, title: string = TITLES[tone]): void {
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ title, message, color: COLORS[tone], autoClose: TOAST_AUTO_CLOSE_MS, withCloseButton: true }),
  );
}
