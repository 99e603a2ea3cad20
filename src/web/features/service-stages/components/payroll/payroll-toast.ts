import { STAGE_TOAST_MS } from '../../lib/stage-toast';

/** The payroll upload's toasts (spec 2 §8 Payroll), including its warning; 10 s like the stage screens. */
export function payrollToast(tone: 'success' | 'warning' | 'error', message: string): void {
  const color = tone === 'success' ? 'green' : tone === 'warning' ? 'yellow' : 'red';
  void import('@mantine/notifications').then(({ notifications }) => notifications.show({ message, color, autoClose: STAGE_TOAST_MS, withCloseButton: true }));
}
