import { countOf } from '../../shared/text/count';

/** Spanish mail bodies. Plain text always; HTML only adds layout, never information. */
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${escape(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:20px 0"><a href="${escape(action.url)}" style="background:#1c4e80;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(action.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="es-MX"><body style="font-family:Arial,sans-serif;color:#1f2933;max-width:560px;margin:auto;padding:24px"><h2 style="color:#1c4e80">${escape(title)}</h2>${body}${button}<p style="color:#6b7280;font-size:12px">Avala · Este correo se envió automáticamente; no lo responda.</p></body></html>`;
}

export function resetPasswordMail(input: { name: string; url: string; hours: number }) {
  const lines = [
    `Hola, ${input.name}:`,
    'Recibimos una solicitud para restablecer la contraseña de su cuenta de Avala.',
    `El enlace es válido durante ${countOf(input.hours, 'hora', 'horas')} y solo puede usarse una vez. Si usted no lo solicitó, ignore este correo.`,
  ];
  return {
    subject: 'Restablecer contraseña',
    text: `${lines.join('\n\n')}\n\nRestablecer contraseña: ${input.url}\n`,
    html: layout('Restablecer contraseña', lines, { label: 'Restablecer contraseña', url: input.url }),
  };
}

/** The answer to a reset request for an address without an account: it says so, and links nowhere. */
export function resetPasswordNoAccountMail() {
  const lines = [
    'Recibimos una solicitud para restablecer la contraseña de una cuenta de Avala con este correo electrónico, pero no existe ninguna cuenta registrada con él.',
    'Si usted espera tener una cuenta, pida al administrador de su empresa que le envíe una invitación o verifique que escribió el correo con el que se registró. Si usted no lo solicitó, ignore este correo.',
  ];
  return { subject: 'Restablecer contraseña', text: `${lines.join('\n\n')}\n`, html: layout('Restablecer contraseña', lines) };
}

export function otpMail(input: { name: string; code: string; minutes: number }) {
  const lines = [`Hola, ${input.name}:`, `Su código de verificación es ${input.code}.`, `Vence en ${countOf(input.minutes, 'minuto', 'minutos')} y solo puede usarse una vez.`];
  return { subject: `Código de verificación: ${input.code}`, text: `${lines.join('\n\n')}\n`, html: layout('Código de verificación', lines) };
}

export function signatureRequestMail(input: { name: string; role: string; code: string; providerName: string; url: string; days: number }) {
  const lines = [
    `Hola, ${input.name}:`,
    `${input.providerName} le solicita revisar y firmar el generador ${input.code} como ${input.role.toLowerCase()}.`,
    `Abra el enlace, revise el PDF y firme con su nombre, su firma y un código que le enviaremos por correo. El enlace vence en ${countOf(input.days, 'día', 'días')}.`,
  ];
  return { subject: `Firma del generador ${input.code}`, text: `${lines.join('\n\n')}\n\nRevisar y firmar: ${input.url}\n`, html: layout(`Firma del generador ${input.code}`, lines, { label: 'Revisar y firmar', url: input.url }) };
}

export function signatureCodeMail(input: { name: string; code: string; generatorCode: string; minutes: number }) {
  const lines = [`Hola, ${input.name}:`, `Su código para firmar el generador ${input.generatorCode} es ${input.code}.`, `Vence en ${countOf(input.minutes, 'minuto', 'minutos')}.`];
  return { subject: `Código de firma: ${input.code}`, text: `${lines.join('\n\n')}\n`, html: layout('Código de firma', lines) };
}

/** The mail that accompanies an in-app notification (generator approved, rejected, paid, signed…). */
export function noticeMail(input: { name: string; subject: string; text: string; url: string }) {
  const lines = [`Hola, ${input.name}:`, input.text];
  return { subject: input.subject, text: `${lines.join('\n\n')}\n\nAbrir en Avala: ${input.url}\n`, html: layout(input.subject, lines, { label: 'Abrir en Avala', url: input.url }) };
}
