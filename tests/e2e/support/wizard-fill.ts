import type { Page } from 'playwright-core';
import { pngImage } from '../../fixtures/png';

/** A text input by its accessible name (labels carry a hidden required mark). */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

export async function pickOption(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.scrollIntoViewIfNeeded();
  await input.click();
  const choice = page.getByRole('option', { name: option, exact: true });
  // A touch tap may focus without opening the list, and the options can arrive after the tap (field
  // kit still loading): until the option shows, keep the list open from the keyboard.
  const deadline = Date.now() + 20_000;
  while (!(await choice.isVisible()) && Date.now() < deadline) {
    await input.press('ArrowDown');
    await choice.waitFor({ state: 'visible', timeout: 1000 }).catch(() => undefined);
  }
  await choice.click({ timeout: 5000 });
}

export async function chooseFiles(page: Page, buttonName: string | RegExp, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const button = page.getByRole('button', { name: buttonName });
  // Keep it clear of the toasts at the top of the screen.
  await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 30_000 }), button.click({ timeout: 30_000 })]);
  await chooser.setFiles(files);
}

/** Distinct JPEGs drawn in the page, as a phone camera would hand them over (smaller, to keep the test quick). */
export async function cameraJpegs(page: Page, count: number): Promise<{ name: string; mimeType: string; buffer: Buffer }[]> {
  const encoded = await page.evaluate(async (n) => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const canvas = document.createElement('canvas');
      canvas.width = 1600;
      canvas.height = 1200;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      const gradient = ctx.createLinearGradient(0, 0, 1600, 1200);
      gradient.addColorStop(0, `hsl(${i * 67}, 70%, 45%)`);
      gradient.addColorStop(1, `hsl(${i * 67 + 120}, 60%, 70%)`);
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, 1600, 1200);
      ctx.fillStyle = 'white';
      ctx.font = 'bold 240px sans-serif';
      ctx.fillText(`Foto ${i + 1}`, 160, 700);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.9));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let j = 0; j < bytes.length; j += 0x8000) binary += String.fromCharCode(...bytes.subarray(j, j + 0x8000));
      out.push(btoa(binary));
    }
    return out;
  }, count);
  return encoded.map((b64, i) => ({ name: `IMG_${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(b64, 'base64') }));
}

/** The General step's data (the logo apart), in Jalisco; `code` tells one test's generator from another's. */
export async function fillGeneralData(page: Page, input: { code: string; city: string }) {
  await field(page, 'CSP').fill(`CSP-0${input.code}`);
  await field(page, 'ID de proveedor').fill(`PRV-${input.code}`);
  await field(page, 'ID SAP').fill(`SAP-${input.code}`);
  await page.getByLabel('Fecha de inicio').fill('2026-11-02');
  await page.getByLabel('Fecha de fin').fill('2026-11-20');
  await field(page, 'Ciudad').fill(input.city);
  await field(page, 'Estado').fill('Jalisco');
  await field(page, 'Dirección').fill('Av. Juárez 45, Centro');
  await pickOption(page, 'Servicios', 'Instalación de fibra óptica');
  await page.keyboard.press('Escape');
  await pickOption(page, 'Área', 'Operaciones');
  await pickOption(page, 'Asignación', 'PIM');
  await pickOption(page, 'Unidad de negocio', 'Empresarial');
}

/**
 * Fills a new generator in the wizard (already open on it) completely: logo, general data,
 * supervisor, geolocation (the context grants a position), five photos, acceptance and "Enviar".
 * Works the same offline: everything goes to the device and its outbox.
 */
export async function fillGenerator(page: Page, city: string) {
  await chooseFiles(page, 'Subir logo', [{ name: 'logo.png', mimeType: 'image/png', buffer: pngImage(120, 60) }]);
  await page.getByText('Logo guardado').waitFor();
  await fillGeneralData(page, { code: '610', city });
  await page.getByRole('button', { name: 'Siguiente' }).click();

  await field(page, 'Nombre').fill('Luis Alberto');
  await field(page, 'Apellido paterno').fill('García');
  await field(page, 'Apellido materno').fill('Pérez');
  await field(page, 'Teléfono').fill('3312345678');
  await field(page, 'Correo electrónico').fill('campo@proveedor.demo');
  await pickOption(page, 'Región', 'Occidente');
  await pickOption(page, 'Responsable', 'Ana Ruiz Castañeda');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('Información guardada con éxito.').first().waitFor();

  await page.getByRole('tab', { name: 'Geolocalización' }).click();
  await page.getByTestId('coordinates').getByText('20.673611, -103.344167').waitFor();
  await field(page, 'Nombre del sitio').fill('Sitio Centro 6');
  await field(page, 'Dirección').fill('Calle Morelos 12');
  await field(page, 'Código').fill('TLQ-006');
  await field(page, 'Folio tracker').fill('TRK-61006');
  await page.getByRole('button', { name: 'Guardar' }).click();

  await page.getByRole('tab', { name: 'Fotográfico' }).click();
  const jpegs = await cameraJpegs(page, 5);
  const photoCount = (n: number) => page.getByTestId('photo-count').getByText(`${n} de 12 · mínimo 5`).waitFor({ timeout: 60_000 });
  await chooseFiles(page, 'Elegir de la galería: Antes', jpegs.slice(0, 2));
  await photoCount(2);
  await chooseFiles(page, 'Elegir de la galería: Durante', jpegs.slice(2, 4));
  await photoCount(4);
  await chooseFiles(page, 'Elegir de la galería: Final', jpegs.slice(4, 5));
  await photoCount(5);
  await field(page, 'ONT').fill('ONT-6106');
  await page.getByRole('button', { name: 'Guardar' }).click();

  await page.getByRole('tab', { name: 'Anexos' }).click();
  await page.getByRole('checkbox', { name: /Acepto/ }).check();
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
}
