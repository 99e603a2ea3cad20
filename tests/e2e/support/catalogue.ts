import type { Page } from 'playwright-core';

/** Types a quantity in the catalogue calculator row with this description, then leaves the field. */
export async function setCatalogueQuantity(page: Page, description: string, value: string) {
  const name = `Cantidad de ${description}`;
  const input = page.getByRole('textbox', { name }).or(page.getByRole('spinbutton', { name }));
  await input.fill(value);
  await input.blur();
}
