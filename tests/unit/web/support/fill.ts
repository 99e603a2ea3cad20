import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts a whole value in a field at once (focus, select what is there, paste): typing it key by
 * key re-renders a Mantine form once per character, which is slow in jsdom on a busy machine.
 */
export async function fill(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.click(field);
  if (field instanceof HTMLInputElement && field.value) field.select();
  await user.paste(value);
}
