/**
 * Texts of the access screens (spec 1 §2): password recovery, first-time activation, the reset
 * page and the service selection. Messages the server also sends live in messages.ts.
 */

/** The onboarding banner's welcome text on the access screens. */
export const TEXTO_BIENVENIDA_ACCESO = 'La plataforma para gestionar el cumplimiento de sus proveedores y clientes.';

/** Mode 2 of the landing: ask for the reset e-mail. */
export const TEXTOS_RESTABLECER = {
  titulo: 'Restablecer contraseña',
  explicacion: 'Escriba el correo electrónico de su cuenta y le enviaremos las instrucciones para restablecer su contraseña.',
  correo: 'Correo electrónico',
  enviar: 'Enviar',
  volver: 'Volver a iniciar sesión',
} as const;

/** First-time activation on /update_account. */
export const TEXTOS_ACTIVACION = {
  titulo: 'Actualizar contraseña',
  explicacion: 'Es la primera vez que entra: elija una contraseña nueva y acepte el aviso de privacidad y los términos para continuar.',
  contrasenaNueva: 'Contraseña nueva',
  confirmarContrasena: 'Confirmar contraseña',
  aceptoAviso: 'Acepto el',
  avisoPrivacidad: 'aviso de privacidad',
  aceptoTerminos: 'Acepto los',
  terminos: 'términos y condiciones',
  enviar: 'Actualizar contraseña',
  salir: 'Cerrar sesión',
  regresoBloqueado: 'Para continuar, actualice su contraseña. Si desea salir, cierre la sesión.',
  politicasIncumplidas: 'Revise lo siguiente:',
} as const;

/** /update_account after the company's PASSWORD_EXPIRATION_DAYS: only a new password, no notices. */
export const TEXTOS_VENCIMIENTO = {
  titulo: 'Su contraseña venció',
  /** `dias` from the company's policy; null when it could not be read. */
  explicacion: (dias: number | null) =>
    `La política de seguridad de su empresa pide cambiar la contraseña ${dias === null ? 'periódicamente' : dias === 1 ? 'cada día' : `cada ${dias} días`}. Elija una nueva para continuar.`,
} as const;

/** Strength meter (spec 1 §5): its heading and the hints under it. */
export const TEXTOS_FORTALEZA = {
  titulo: 'Seguridad de la contraseña',
  sugerencias: [
    'De 10 a 20 caracteres.',
    'Distingue mayúsculas y minúsculas.',
    'No use nombres propios.',
    'Incluya al menos un carácter especial.',
    'Incluya al menos una letra mayúscula.',
  ],
} as const;

/** The reset page (/resetPassword). */
export const TEXTOS_RESTABLECER_PAGINA = {
  titulo: 'Actualizar contraseña',
  explicacion: 'Escriba su contraseña nueva dos veces. Debe cumplir con lo siguiente:',
  contrasenaNueva: 'Contraseña nueva',
  confirmarContrasena: 'Confirmar contraseña',
  politicas: 'Requisitos de la contraseña',
  validando: 'Validando el enlace…',
  enviar: 'Restablecer contraseña',
  irAInicio: 'Ir a iniciar sesión',
  /** Shown on the sign-in form right after a completed reset. */
  restablecida: 'Su contraseña se restableció correctamente. Inicie sesión con su contraseña nueva.',
  cumple: 'cumple',
  noCumple: 'no cumple',
  pendiente: 'pendiente',
} as const;

/** /service-selection. */
export const TEXTOS_SERVICIOS = {
  titulo: 'Aplicaciones disponibles',
  bienvenida: (nombre: string) => `Hola, ${nombre}. Elija la aplicación con la que desea trabajar.`,
  repse: 'REPSE',
  repseDescripcion: 'Expedientes y cumplimiento de sus proveedores y clientes de servicios especializados.',
  generadores: 'Servicios profesionales',
  generadoresDescripcion: 'Generadores de servicios profesionales: levantamientos en campo, fotografías y reportes.',
  entrar: 'Entrar',
  sinServicios: 'Su empresa no tiene aplicaciones habilitadas. Comuníquese con soporte.',
  errorCarga: 'No se pudo cargar la información de su cuenta.',
} as const;
