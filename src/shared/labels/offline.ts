/** The offline outbox and its queue indicator (ARCHITECTURE §4). */
export const TEXTOS_SINCRONIZACION = {
  titulo: 'Sincronización',
  pendientesSinSesion: (n: number) => (n === 1 ? 'Hay 1 cambio de generadores guardado en este dispositivo. Inicie sesión para enviarlo.' : `Hay ${n} cambios de generadores guardados en este dispositivo. Inicie sesión para enviarlos.`),
  abrir: 'Estado de sincronización',
  pendientes: 'Pendientes',
  enviando: 'Enviando',
  conError: 'Con error',
  enviados: 'Enviados',
  ultimaSincronizacion: 'Última sincronización',
  nunca: 'Nunca',
  ultimoError: 'Último error',
  sincronizarAhora: 'Sincronizar ahora',
  reintentar: 'Reintentar',
  requiereAtencion: 'Requiere atención',
  inicieSesion: 'Inicie sesión para sincronizar',
  iniciarSesion: 'Iniciar sesión',
  sinConexion: 'Sin conexión: los cambios se guardan en este dispositivo.',
  proximoIntento: 'Próximo intento',
  todoSincronizado: 'Todo está sincronizado.',
  exportar: 'Exportar pendientes (ZIP)',
  almacenamiento: 'Almacenamiento',
  persistente: 'Almacenamiento persistente concedido',
  noPersistente: 'Almacenamiento persistente no concedido',
  persistenciaNoDisponible: 'Almacenamiento persistente no disponible',
  uso: (used: string, quota: string) => `${used} de ${quota} usados`,
  sinDatosUso: 'Uso de almacenamiento no disponible',
  errorRed: 'Sin conexión con el servidor.',
} as const;

/** What each queued operation does, as the indicator lists it. */
export const OPERACIONES_OUTBOX = {
  crear: 'Crear generador',
  logo: 'Logo del proveedor',
  general: 'Datos generales y supervisor',
  geolocalizacion: 'Geolocalización',
  foto: 'Fotografía',
  quitarFoto: 'Quitar fotografía',
  fotografico: 'Descripciones de las fotografías',
  anexo: 'Archivo anexo',
  resumen: 'Resumen del catálogo',
  enviar: 'Enviar a proceso de firma',
} as const;
/** Messages of the offline layer (storage, photos, sync) that a user can read. */
export const MENSAJES_OFFLINE = {
  sinEspacio: 'No hay espacio suficiente en el dispositivo. Libere espacio o sincronice sus pendientes e intente de nuevo.',
  archivoPerdido: 'Ha ocurrido un error, vuelva a subir la imagen.',
  sesionRequerida: 'Inicie sesión para sincronizar',
  sinConexion: 'Sin conexión con el servidor; se reintentará automáticamente.',
} as const;
