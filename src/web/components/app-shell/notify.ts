/*
 * Toasts for the shell and the screens it frames. The notifications package is imported on demand
 * (the root route mounts its stack lazily too), so a screen that never announces anything does not
 * download it.
 */
type Tone = 'success' | 'error';

function show(tone: Tone, title: string, message: string): void {
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ title, message, color: tone === 'success' ? 'green' : 'red', autoClose: 6000, withCloseButton: true }),
  );
}

export function notifySuccess(message: string, title = 'Listo'): void {
  show('success', title, message);
}

export function notifyError(title: string, message: string): void {
  show('error', title, message);
}
