/**
 * The error catalogue: every message a user can read from the server, word for word from the spec
 * (spec 1 §5 and §8). Client and server import these constants; never inline a user-facing string.
 */
export const MENSAJES = {
  exito: 'Operación realizada con éxito',
  errorInesperado: 'Ocurrió un error inesperado. Inténtelo más tarde.',
  /** Spec 1 §8, word for word (its tú included): after login, the user or its main company could not be loaded. */
  errorInesperadoSesion: 'Ocurrió un error inesperado, intenta más tarde.',
  credencialesIncorrectas: 'Usuario o contraseña incorrectos.',
  cuentaBloqueada: 'La cuenta ha sido bloqueada.',
  sesionExpirada: 'Su sesión ha expirado. Será redirigido al inicio.',
  servicioNoDisponible: 'Inténtelo más tarde. Será redirigido al inicio.',
  /** The database or the server itself is away for a moment (a restart, a failover, a shutdown). */
  servicioTemporalmenteNoDisponible: 'El servicio no está disponible por un momento. Inténtelo de nuevo en unos segundos.',
  datosInvalidos: 'Los datos enviados no son válidos.',
  /** A list cursor (`after`) that this server did not issue or that was altered. */
  cursorInvalido: 'La página solicitada ya no es válida; vuelva a la primera página.',
  sinPermiso: 'No tiene permisos para realizar esta acción.',
  noEncontrado: 'El recurso solicitado no existe.',
  conflicto: 'El recurso ya existe o fue modificado por otra operación.',
  demasiadasSolicitudes: 'Demasiadas solicitudes. Inténtelo más tarde.',
  rutaNoEncontrada: 'La ruta solicitada no existe.',
  cuerpoMalFormado: 'El cuerpo de la solicitud no es un JSON válido.',
  sesionCerrada: 'Sesión cerrada correctamente.',
  /** The session probe of a browser that holds no session (no refresh cookie): an answer, not an error. */
  sinSesion: 'No hay una sesión iniciada en este navegador.',
  /** A Documents.zip whose requirements and months hold no document: said, not sent as an empty archive. */
  sinDocumentosEnPeriodo: 'No hay documentos en el periodo seleccionado',
} as const;

export const VALIDACION = {
  correoRequerido: 'El correo electrónico es requerido',
  // Spec 1 §5 says "Debe ser un email válido"; issue 10 §7 asks for one word for e-mail: correo.
  correoInvalido: 'Debe ser un correo válido',
  contrasenaRequerida: 'La contraseña es requerida',
  campoRequerido: 'El campo es requerido',
  fechaMaxima: 'La fecha no puede ser posterior al 31/12/2999',
} as const;

export type MensajeKey = keyof typeof MENSAJES;

/** Messages for transport-level failures the framework detects before a handler runs. */
export const MENSAJES_HTTP = {
  413: 'La solicitud excede el tamaño permitido.',
  415: 'El tipo de contenido no es compatible.',
  405: 'Método no permitido.',
  campoNoPermitido: 'Campo no permitido',
  caracteresNoPermitidos: 'La solicitud contiene caracteres no permitidos (carácter nulo o texto Unicode mal formado).',
} as const;

/** Password, activation and reset flows (spec 1 §5 and §8). */
export const MENSAJES_CUENTA = {
  contrasenaMenor: 'La contraseña no puede ser menor a 10 caracteres',
  contrasenaMayor: 'La contraseña no puede ser mayor a 20 caracteres',
  contrasenasNoCoinciden: 'Las contraseñas deben coincidir.',
  aceptarTerminos: 'Si no acepta los términos y condiciones no se puede concluir el registro de usuario.',
  aceptarPrivacidad: 'Si no acepta el aviso de privacidad no se puede concluir el registro de usuario.',
  activacionExitosa: 'Activación exitosa',
  activacionFallida: 'Ocurrió un error al crear la cuenta.',
  // Spec 1 §8 writes "Email" and "Constraseña"; issue 10 §7: "correo" and correct spelling.
  correoRestablecimientoEnviado: 'Correo enviado correctamente. Revise su bandeja con las instrucciones para restablecer su contraseña.',
  restablecimientoExitoso: 'Contraseña restablecida correctamente.',
  contrasenaActualizada: 'Contraseña actualizada correctamente',
  tokenRestablecimientoInvalido: 'El token de restauración de contraseña es inválido',
  politicasIncumplidas: 'La contraseña no cumple con las políticas de seguridad.',
  contrasenaReutilizada: (n: number) => (n === 1 ? 'La contraseña no puede ser igual a la anterior.' : `La contraseña no puede ser igual a una de las últimas ${String(n)}.`),
  codigoEnviado: 'Enviamos un código de verificación a su correo electrónico.',
  codigoInvalido: 'El código de verificación es incorrecto o ha expirado.',
  codigoIntentosAgotados: 'Se agotaron los intentos. Inicie sesión de nuevo para recibir otro código.',
} as const;

/** Company data form and profile (spec 1 §5 and §8). */
export const MENSAJES_EMPRESA = {
  campoRequerido: 'Campo requerido',
  formatoInvalido: 'Formato inválido',
  // The spec writes "almenos" (issue 10 §7 names it a misspelling).
  seleccioneServicio: 'Seleccione al menos 1 servicio',
  alMenosUnRepresentante: 'Debe tener al menos un representante legal',
  alMenosUnaActividad: 'Debe tener al menos una actividad REPSE',
  numeroPositivo: 'Debe ser un número positivo',
  entero: 'Debe ser un entero',
  rfcDigitoNoCoincide: 'El dígito verificador del RFC no coincide; verifique que esté bien escrito.',
  empresaDuplicada: 'Ya existe una empresa registrada con el mismo Nombre o RFC',
  cambiosGuardados: 'Cambios guardados con éxito',
  errorInesperado: 'Ocurrió un error inesperado.',
  perfilActualizado: 'Se actualizó la información correctamente',
  perfilError: 'Hubo un problema al guardar la información de la empresa',
  errorCargarDatos: 'Error al cargar datos.',
  imagenActualizada: 'Imagen actualizada correctamente',
  imagenError: 'Hubo un problema al subir la imagen',
} as const;

export const MENSAJES_GRUPO = {
  sinEmpresas: 'No hay empresas para mostrar',
  archivada: 'Empresa archivada correctamente',
  desarchivada: 'Empresa desarchivada correctamente',
} as const;

/** Plans and card payment (spec 1 §8). */
export const MENSAJES_PAGO = {
  pagoExitoso: 'Pago exitoso',
  pagoFallido: 'Error al procesar el pago',
  errorInicializar: 'Error al inicializar',
  errorPlanes: 'Hubo un error al obtener los planes',
  ordenCreada: 'Orden creada correctamente',
  productoInexistente: 'El plan seleccionado no existe.',
  ordenPagada: 'La orden ya fue pagada.',
  tarjetaInvalida: 'El número de tarjeta no es válido',
  tarjetaVencida: 'La tarjeta está vencida',
  codigoSeguridad: 'El código de seguridad debe tener 3 dígitos',
  mesInvalido: 'Mes inválido',
  anioInvalido: 'Año inválido',
  pagosNoConfigurados: 'Los pagos no están configurados en este servidor. Comuníquese con el administrador de Avala para contratar un plan.',
} as const;

/** Idempotent retries of the offline outbox (ARCHITECTURE §4). */
export const MENSAJES_IDEMPOTENCIA = {
  claveInvalida: 'La clave de idempotencia no es válida.',
  claveReutilizada: 'La clave de idempotencia ya se usó con otros datos.',
  enProceso: 'La misma operación se está procesando; reintente en unos segundos.',
} as const;

/** Generators line (spec 3 §5 and §8). */
export const MENSAJES_GENERADOR = {
  campoRequerido: 'Campo requerido',
  seleccioneServicio: 'Seleccione al menos 1 servicio',
  correoInvalido: 'Debe ser un correo válido',
  fechaInicioMinima: 'La fecha de inicio no puede ser anterior al 01-05-2024',
  fechaFinMenor: 'La fecha de fin no puede ser menor que la de inicio',
  fechaInvalida: 'Fecha inválida',
  noEsImagen: 'El archivo no es una imagen (PNG o JPG).',
  logoMuyGrande: 'El logo excede el tamaño permitido (2 MB).',
  // Spec 3 §5 texts, tú included; only the misspellings issue 10 §7 names are fixed.
  minimoFotos: 'Debes subir mínimo 5 fotografías.',
  maximoFotos: 'Debes subir máximo 12 fotografías.',
  limiteFotos: 'Has llegado al límite de fotografías.',
  imagenRepetida: 'Estimado usuario, esta imagen ya fue agregada; no se permiten imágenes repetidas.',
  imagenInvalida: 'Ha ocurrido un error, vuelva a subir la imagen.',
  imagenMuyGrande: 'La imagen debe medir como máximo 800×600 píxeles.',
  guardeLogo: 'Guarde el logo del proveedor para continuar.',
  errorVerifique: 'Ha ocurrido un error, verifique la información.',
  informacionGuardada: 'Información guardada con éxito.',
  valideGeneral: 'Valide la información del formulario general para continuar.',
  generadorDeshabilitado: 'Generador deshabilitado',
  intenteMasTarde: 'Intente de nuevo más tarde',
  archivado: 'Generador archivado con éxito',
  desarchivado: 'Generador desarchivado con éxito',
  errorArchivar: 'Ha ocurrido un error al archivar generador',
  errorDesarchivar: 'Ha ocurrido un error al desarchivar generador',
  soloEnProceso: 'Solo se puede editar un generador En proceso o Rechazado.',
  noSePuedeDeshabilitar: 'Este generador no se puede deshabilitar en su estatus actual.',
  sinDatos: 'No hay datos suficientes',
  generadorCreado: 'Generador creado con éxito.',
  enFirma: 'El generador está en proceso de firma y ya no puede modificarse.',
  sinLogo: 'Guarde el logo del proveedor para continuar.',
  sinPdf: 'Actualmente, no hay información disponible del generador',
  responsableNoValido: 'Seleccione un responsable de la región de la lista de gerentes regionales del cliente.',
  comentarioRequerido: 'Escriba el motivo del rechazo',
  soloBajoRevision: 'Solo se puede aprobar o rechazar un generador Bajo Revisión.',
  firmasPendientes: 'El generador aún tiene firmas pendientes; podrá revisarlo cuando todos hayan firmado.',
  soloAprobado: 'Solo se puede marcar como pagado un generador Aprobado.',
  aprobado: 'Generador aprobado',
  rechazado: 'Generador rechazado',
  pagado: 'Generador marcado como pagado',
  archivoNoSoportado: 'El tipo de archivo no es soportado',
} as const;

/** Signature process of a generator (spec 3 §8 and the generators issue). */
export const MENSAJES_FIRMA = {
  procesoGenerado: 'Proceso de firma generado, exitosamente',
  errorProceso: 'Error al realizar el proceso.',
  procesoEnCurso: 'El generador ya tiene un proceso de firma en curso.',
  enlaceInvalido: 'El enlace de firma no es válido o ya expiró.',
  codigoEnviado: 'Enviamos un código de verificación a su correo electrónico.',
  codigoInvalido: 'El código de verificación es incorrecto o ha expirado.',
  intentosAgotados: 'Se agotaron los intentos. Solicite un código nuevo.',
  yaFirmado: 'Usted ya firmó este documento.',
  firmaRegistrada: 'Firma registrada correctamente',
  nombreRequerido: 'Escriba su nombre completo',
  firmaRequerida: 'Dibuje su firma',
  sinValidador: 'La empresa cliente no tiene un usuario que pueda validar el generador.',
  demasiadosCodigos: 'Solicitó demasiados códigos de firma. Intente de nuevo en una hora.',
  intentosAgotadosProceso: 'Se agotaron los intentos de firma de este proceso. Pida al proveedor que genere uno nuevo.',
} as const;

/** The provider's "Datos de generador" form (spec 3 §2.9, §5) and its three calls. */
export const MENSAJES_DATOS_GENERADOR = {
  campoRequerido: 'Campo requerido',
  formatoInvalido: 'Formato inválido',
  correoInvalido: 'Debe ser un correo válido',
  alMenosUnContacto: 'Debe tener al menos un contacto',
  alMenosUnRepresentante: 'Debe tener al menos un representante legal',
  alMenosUnObjetoSocial: 'Debe tener al menos un objeto social',
  telefonoInvalido: 'El teléfono debe tener de 10 a 15 dígitos',
  representanteRepetido: 'Este representante legal ya está en la lista',
  objetoSocialRepetido: 'Este objeto social ya está en la lista',
  representanteDesconocido: 'Elija uno de los representantes legales registrados en los datos de la empresa',
  objetoSocialDesconocido: 'Elija una de las actividades REPSE registradas en los datos de la empresa',
  soloAceptadas: 'Solo se pueden capturar datos de generador de una relación aceptada',
  guardado: 'Información guardada con éxito.',
  errorGuardar: 'Ha ocurrido un error, verifique la información.',
} as const;

/** Catalogues, calculator and summary (spec 3 §2.7, §5 and §8). */
export const MENSAJES_CATALOGO = {
  fechaInicialRequerida: 'Seleccione una fecha inicial de uso',
  fechaFinalRequerida: 'Seleccione una fecha final de uso',
  fechaFinalMenor: 'La fecha final de uso no puede ser menor que la inicial',
  archivoRequerido: 'Se requiere un archivo',
  tipoNoSoportado: 'El tipo de archivo no es soportado',
  archivoMuyGrande: 'El archivo excede el tamaño permitido (10 MB).',
  archivoConMacros: 'El archivo contiene macros y no es permitido.',
  archivoDanado: 'El archivo no es un libro de Excel válido.',
  catalogoCreado: 'Catálogo creado con éxito',
  errorSubir: 'Ocurrió un error al subir el catálogo',
  archivoDescargado: 'Archivo descargado con éxito',
  noSePudoObtener: 'No se pudo obtener el archivo',
  archivoEliminado: 'Archivo eliminado con éxito',
  errorEliminar: 'Ocurrió un error al eliminar el archivo. Por favor, inténtalo de nuevo más tarde.',
  errorObtener: 'Ocurrió un error al obtener el archivo. Por favor, inténtalo de nuevo más tarde.',
  estatusActualizado: 'Estatus actualizado con éxito',
  errorEstatus: 'Ocurrió un problema al actualizar el estatus',
  resumenGuardado: 'Resumen guardado con éxito.',
  errorInesperado: 'Algo ha sucedido de manera inesperada, intente de nuevo más tarde.',
  sinCatalogo: 'No hay ningún catálogo disponible para consultar, contacte a su administrador.',
  seleccionesSeLimpian: 'Las selecciones se limpiarán al salir del catálogo.',
  sinCatalogos: 'No se ha cargado ningún catálogo',
  montoInvalido: 'Monto inválido',
  cantidadInvalida: 'La cantidad debe ser un número entero mayor o igual a 1',
  totalesNoCuadran: 'Los totales del resumen no coinciden con sus partidas.',
  precioNoCoincide: 'El resumen no coincide con los precios del catálogo; vuelva a calcularlo.',
  archivoYaUsado: 'El archivo ya fue registrado como catálogo.',
  demasiadasCeldas: (max: string) => `El catálogo excede el máximo de ${max} celdas con datos. Divídalo en libros más pequeños o elimine hojas que no se usan.`,
  demasiadoTexto: (max: string) => `El catálogo excede el máximo de caracteres de texto en sus celdas (${max}). Acorte las descripciones o divídalo en libros más pequeños.`,
  libroMuyPesado: 'El libro es demasiado pesado para leerlo (demasiadas celdas o texto). Elimine hojas, filas o formatos que no se usan.',
  lecturaOcupada: 'El servidor está leyendo otros libros en este momento. Inténtelo de nuevo en unos minutos.',
  catalogoRequerido: 'Seleccione un catálogo del cliente para calcular el resumen.',
  montoNegativo: 'El importe no puede ser negativo.',
} as const;

/** What the operator reads when a production start cannot go on (printed by `npm start`). */
export const MENSAJES_ARRANQUE = {
  faltaAdministrador:
    'La base de datos está vacía y NODE_ENV=production: defina ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_COMPANY_NAME y ADMIN_COMPANY_RFC para crear el primer administrador. En producción nunca se cargan los datos de demostración.',
  correoAdministradorInvalido: 'ADMIN_EMAIL no es un correo electrónico válido.',
  contrasenaAdministradorDebil: 'ADMIN_PASSWORD no cumple la política de contraseñas:',
  empresaAdministradorRequerida: 'ADMIN_COMPANY_NAME es requerido (de 1 a 200 caracteres).',
  rfcAdministradorInvalido: 'ADMIN_COMPANY_RFC no es un RFC válido (12 caracteres para persona moral o 13 para persona física, con una fecha AAMMDD correcta).',
  rfcAdministradorDigito: (rfc: string) => `Aviso: el dígito verificador del RFC ${rfc} no coincide; se acepta porque el SAT ha emitido RFC así.`,
  administradorCreado: (email: string) => `Primer administrador creado: ${email}. Inicie sesión con la contraseña de ADMIN_PASSWORD y retírela del entorno.`,
  faltaSmtp:
    'NODE_ENV=production sin SMTP_URL: los correos de los usuarios quedarían en el buzón de desarrollo. Defina SMTP_URL (p. ej. smtp://usuario:contraseña@servidor:587) o, para no enviar ningún correo, MAIL=disabled.',
  correoDesactivado: 'MAIL=disabled: no se envía ningún correo (invitaciones, códigos ni avisos); los mensajes solo quedan registrados en la base de datos.',
  procesoReiniciado: (pid: number, reason: string) => `El proceso ${String(pid)} del servidor terminó (${reason}); se inicia otro en su lugar.`,
} as const;

/** The one file pipeline (uploads of every module): why a file was refused. */
export const MENSAJES_ARCHIVO = {
  archivoRequerido: 'Adjunte un archivo.',
  archivoVacio: 'El archivo está vacío.',
  tipoNoPermitido: 'El tipo de archivo no está permitido o su contenido no corresponde a su extensión.',
  xmlConDoctype: 'El XML no puede incluir una declaración DOCTYPE ni entidades.',
  muyGrande: (maxBytes: number) => `El archivo excede el tamaño máximo de ${String(Math.round(maxBytes / (1024 * 1024)))} MB.`,
  tipoDeArchivoInvalido: 'El tipo de archivo indicado no es válido.',
} as const;

/** "1 minuto", "15 minutos": how long a client must wait, rounded up to whole minutes. */
export function esperaEnEspanol(milliseconds: number): string {
  const minutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  return minutes === 1 ? '1 minuto' : `${String(minutes)} minutos`;
}

/** Rate limits, sign-in delays and activation enforced on the server (issue 8). */
export const MENSAJES_LIMITE = {
  demasiadasSolicitudes: (espera: string) => `Demasiadas solicitudes. Inténtelo de nuevo en ${espera}.`,
  esperaTrasFallos: (espera: string) => `Demasiados intentos fallidos. Por seguridad, vuelva a intentarlo en ${espera}.`,
  cuentaSinActivar: 'Su cuenta aún no está activada. Cambie su contraseña y acepte los términos y condiciones para continuar.',
} as const;

/**
 * A service's stage authorization, objeto social preponderante and payroll data, and the expedient's
 * ZIP (spec 2 §7 "Services and service types" and "Stages", §8).
 */
export const MENSAJES_SERVICIO_ETAPAS = {
  etapaAutorizada: 'Etapa autorizada',
  etapaNoValidada: (pendientes: number) =>
    `La etapa aún no se puede autorizar: ${pendientes === 1 ? 'un requisito no está validado' : `${String(pendientes)} requisitos no están validados`}. Todos los periodos entregados o vencidos deben estar aceptados.`,
  etapaYaAutorizada: 'La etapa ya está autorizada.',
  etapaSinRequisitos: 'La etapa no tiene requisitos que autorizar.',
  ospGuardado: 'Objeto social preponderante guardado',
  ospNoEsDelProveedor: 'El objeto social preponderante debe ser una de las actividades REPSE del proveedor.',
  ospSinActividades: 'El proveedor aún no registra actividades REPSE en los datos de su empresa.',
  nominaActualizada: 'Datos de nómina actualizados',
  // Spec 2 §8, word for word.
  nominaError: 'Hubo un error al intentar subir la información del contrato y de CFDI de nóminas.',
  nominaSinContrato: 'Primero suba el contrato del servicio para capturar sus datos de nómina.',
  nominaGeneradores: 'Un servicio de generadores no lleva datos de nómina.',
  nominaSinDatos: 'Indique el número de trabajadores o la periodicidad de pago.',
  sinDocumentosExpediente: 'No hay documentos en el expediente para descargar',
} as const;
