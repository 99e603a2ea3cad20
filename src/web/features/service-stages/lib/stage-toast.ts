/** Toasts of the stage and document screens stay 10 s (spec 2 §9); the package loads on demand. */
export const STAGE_TOAST_MS = 10_000;

export function stageToast(tone: 'success' | 'error', message: string): void {
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ message, color: tone === 'success' ? 'green' : 'red', autoClose: STAGE_TOAST_MS, withCloseButton: true }),
  );
}
