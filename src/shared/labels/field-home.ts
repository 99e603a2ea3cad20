/** The field home (issue 10 §1): what a supervisor sees when the app opens from the device. */
export const TEXTOS_CAMPO = {
  tituloPagina: 'Inicio de campo · Avala',
  sinConexion: 'Sin conexión',
  sinConexionDetalle: 'Trabaje con lo guardado en este dispositivo. Los cambios se enviarán al volver la conexión.',
  saludo: (nombre: string) => `Hola, ${nombre}`,
  empresaNoAsignada: 'Empresa no asignada',
  nuevoGenerador: 'Nuevo generador',
  borradores: 'Borradores en este dispositivo',
  sinBorradores: 'No hay borradores en este dispositivo.',
  pendienteSincronizar: 'Pendiente de sincronizar',
  continuar: 'Continuar',
  actualizadoEl: 'Actualizado el',
  kitTitulo: 'Datos de campo',
  kitResumen: (clientes: number) => (clientes === 1 ? '1 cliente disponible sin conexión' : `${clientes} clientes disponibles sin conexión`),
  kitAusente: 'Este dispositivo aún no tiene los datos de campo. Abra la aplicación una vez con conexión.',
  cambiosPendientes: 'Cambios pendientes',
  sesionInactiva: 'Su sesión no está activa. Puede seguir trabajando; los cambios se enviarán cuando inicie sesión.',
  iniciarSesion: 'Iniciar sesión',
  irAlTablero: 'Ir al tablero',
  instalar: 'Instalar Avala',
  instalarDetalle: 'Abra Avala desde la pantalla de inicio, también sin conexión.',
  ahoraNo: 'Ahora no',
} as const;

/** The shared fallback of a screen that cannot work from the device. */
export const TEXTOS_SIN_CONEXION = {
  titulo: 'Esta sección necesita conexión',
  detalle: 'Vuelva a intentarlo cuando tenga señal. Mientras tanto puede seguir trabajando en los generadores guardados en este dispositivo.',
  reintentar: 'Reintentar',
  volver: 'Ir al inicio de campo',
} as const;

