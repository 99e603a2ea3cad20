import type { ChangeEvent } from 'react';

/**
 * Upper-cases what the user types (RFC, CURP) in place, keeping the caret where it was: the
 * text keeps its length, so the selection stays valid.
 */
export function upperCaseInPlace(event: ChangeEvent<HTMLInputElement>): void {
  const input = event.currentTarget;
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}
