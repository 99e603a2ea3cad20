import type { Browser, Page } from 'playwright-core';
import type { TDevMail } from '../../../src/shared/contracts/dev-mailbox.contract';
import { PIXEL_5, screenshot } from './browser';

/**
 * Waits for the newest mail in the development mailbox that `accept` takes and whose id is not in
 * `seen` (a mail of an earlier round of the same flow), then remembers it as seen.
 */
export async function waitForNewMail(baseUrl: string, seen: Set<string>, what: string, accept: (mail: TDevMail) => boolean, timeoutMs = 30_000): Promise<TDevMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = (await (await fetch(`${baseUrl}/api/v1/dev/mailbox?page=0&size=100`)).json()) as { respuesta: { items: TDevMail[] } };
    const mail = body.respuesta.items.find((m) => !seen.has(m.id) && accept(m));
    if (mail) {
      seen.add(mail.id);
      return mail;
    }
    if (Date.now() > deadline) throw new Error(`No llegó ${what} a tiempo`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Draws a stroke across the signature pad, as a finger would. */
async function drawSignature(page: Page) {
  const canvas = page.getByLabel('Área para dibujar la firma con el dedo, el lápiz o el ratón');
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('sin lienzo de firma');
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 20 + i * 22, box.y + box.height * (0.7 - 0.4 * Math.sin(i / 2)));
  await page.mouse.up();
}

export interface Signer {
  email: string;
  name: string;
}

/**
 * Each signer opens the link mailed for generator `code` (a new one, not one in `seen`) on a phone,
 * types the name, draws, asks for the code, reads it from the mailbox and signs.
 */
export async function signFromMailedLinks(browser: Browser, baseUrl: string, code: string, signers: Signer[], seen: Set<string>, shot?: string) {
  const context = await browser.newContext({ ...PIXEL_5, baseURL: baseUrl });
  try {
    for (const [index, signer] of signers.entries()) {
      const request = await waitForNewMail(baseUrl, seen, `la solicitud de firma a ${signer.email}`, (m) => m.to === signer.email && m.subject === `Firma del generador ${code}`);
      const link = request.text.match(/Revisar y firmar: (\S+)/)?.[1];
      if (!link) throw new Error(`El correo a ${signer.email} no trae el enlace de firma`);
      const page = await context.newPage();
      await page.goto(link);
      await page.getByRole('heading', { name: 'Firma del generador' }).waitFor();
      await page.getByText(code).first().waitFor();
      await page.locator('iframe[title="Documento a firmar"]').waitFor();
      await page.getByLabel('Nombre completo').fill(signer.name);
      await drawSignature(page);
      await page.getByRole('button', { name: 'Enviar código' }).click();
      await page.getByText('Enviamos un código de verificación a su correo electrónico.').waitFor();
      const codeMail = await waitForNewMail(baseUrl, seen, `el código de firma a ${signer.email}`, (m) => m.to === signer.email && m.text.includes(`firmar el generador ${code} es`));
      const otp = codeMail.text.match(/firmar el generador \S+ es (\d{6})/)?.[1];
      if (!otp) throw new Error(`El correo a ${signer.email} no trae el código`);
      await page.getByLabel('Código de verificación').fill(otp);
      if (shot && index === 0) await screenshot(page, shot);
      await page.getByRole('button', { name: 'Firmar' }).click();
      await page.getByText('¡Gracias! Su firma quedó registrada.').waitFor();
      await page.close();
    }
  } finally {
    await context.close();
  }
}
