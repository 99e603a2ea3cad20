import type { Page } from 'playwright-core';

/** Fills the sign-in form of `/` and submits it. */
export async function signIn(page: Page, email: string, password: string, options: { keepSession?: boolean } = {}) {
  await page.getByRole('heading', { name: 'Iniciar Sesión' }).waitFor();
  await page.getByLabel(/correo/i).fill(email);
  await page.getByLabel(/^contraseña/i).fill(password);
  if (options.keepSession) await page.getByRole('checkbox', { name: 'Mantener la sesión abierta' }).check();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs in from `/` and skips the tour that opens on a user's first visit on a device. */
export async function signInSkippingTour(page: Page, email: string, password: string, landing: RegExp = /\/dashboard\//) {
  await page.goto('/');
  await signIn(page, email, password);
  await page.waitForURL(landing);
  await page.getByRole('button', { name: 'Omitir' }).click();
  await page.getByRole('button', { name: 'Omitir' }).waitFor({ state: 'detached' });
}
