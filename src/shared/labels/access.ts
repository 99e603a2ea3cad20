/**
 * Texts of the access screens (spec 1 §2): password recovery, first-time activation, the reset
 * page and the service selection. Messages the server also sends live in messages.ts.
 */

/** The onboarding banner's welcome text on the access screens. */
export const TEXTO_BIENVENIDA_ACCESO = 'La plataforma para gestionar el cumplimiento de tus proveedores y clientes.';

/** Mode 2 of the landing: ask for the reset e-mail. */
export const TEXTOS_RESTABLECER = {
  titulo: 'Restablecer contraseña',
  explicacion: 'Escribe el correo electrónico de tu cuenta y te enviaremos las instrucciones para restablecer tu contraseña.',
  correo: 'Correo electrónico',
  enviar: 'Enviar',
  volver: 'Volver a iniciar sesión',
} as const;

/** First-time activation on /update_account. */
export const TEXTOS_ACTIVACION = {
  titulo: 'Actualizar contraseña',
  explicacion: 'Es la primera vez que entras: elige una contraseña nueva y acepta el aviso de privacidad y los términos para continuar.',
  contrasenaNueva: 'Contraseña nueva',
  confirmarContrasena: 'Confirmar contraseña',
  aceptoAviso: 'Acepto el',
  avisoPrivacidad: 'aviso de privacidad',
  aceptoTerminos: 'Acepto los',
  terminos: 'términos y condiciones',
  enviar: 'Actualizar contraseña',
  salir: 'Cerrar sesión',
  regresoBloqueado: 'Para continuar, actualiza tu contraseña. Si quieres salir, cierra la sesión.',
  politicasIncumplidas: 'Revisa lo siguiente:',
} as const;

/** Strength meter (spec 1 §5): its heading and the hints under it. */
export const TEXTOS_FORTALEZA = {
  titulo: 'Seguridad de la contraseña',
  sugerencias: [
    'De 10 a 20 caracteres.',
    'Distingue mayúsculas y minúsculas.',
    'No uses nombres propios.',
    'Incluye al menos un carácter especial.',
    'Incluye al menos una letra mayúscula.',
  ],
} as const;

/** The reset page (/resetPassword). */
export const TEXTOS_RESTABLECER_PAGINA = {
  titulo: 'Actualizar contraseña',
  explicacion: 'Escribe tu contraseña nueva dos veces. Debe cumplir con lo siguiente:',
  contrasenaNueva: 'Contraseña nueva',
  confirmarContrasena: 'Confirmar contraseña',
  politicas: 'Requisitos de la contraseña',
  validando: 'Validando el enlace…',
  enviar: 'Restablecer contraseña',
  irAInicio: 'Ir a iniciar sesión',
  cumple: 'cumple',
  noCumple: 'no cumple',
  pendiente: 'pendiente',
} as const;

/** /service-selection. */
export const TEXTOS_SERVICIOS = {
  titulo: 'Aplicaciones disponibles',
  bienvenida: (nombre: string) => `Hola, ${nombre}. Elige la aplicación con la que quieres trabajar.`,
  repse: 'REPSE',
  repseDescripcion: 'Expedientes y cumplimiento de tus proveedores y clientes de servicios especializados.',
  generadores: 'Servicios profesionales',
  generadoresDescripcion: 'Generadores de servicios profesionales: levantamientos en campo, fotografías y reportes.',
  entrar: 'Entrar',
  sinServicios: 'Tu empresa no tiene aplicaciones habilitadas. Comunícate con soporte.',
  errorCarga: 'No se pudo cargar la información de tu cuenta.',
} as const;
