import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * After a failed validation: moves the focus to the first field with an error in screen order
 * (react-hook-form's own order is registration order, which puts every Controller last) and
 * brings it to the middle of the screen, clear of the fixed header and of the toasts. Returns the
 * field it focused, if any.
 */
export function focusFirstInvalid<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'getFieldState' | 'setFocus'>, order: readonly FieldPath<T>[]): FieldPath<T> | null {
  const first = order.find((name) => form.getFieldState(name).invalid) ?? null;
  if (!first) return null;
  form.setFocus(first);
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) focused.scrollIntoView({ block: 'center', behavior: 'smooth' });
  return first;
}
