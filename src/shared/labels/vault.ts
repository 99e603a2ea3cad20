import { countOf } from '../text/count';
import type { VaultLedgerAction } from '../domain/vault';

/** The ledger actions as a person reads them in a file's history. */
export const VAULT_ACTION_LABELS = {
  CREATE: 'Creó el archivo',
  READ: 'Consultó el archivo',
  DOWNLOAD: 'Descargó el archivo',
  VALIDATE: 'Validó el documento',
  REJECT: 'Rechazó el documento',
  DELETE: 'Eliminó el archivo',
} as const satisfies Record<VaultLedgerAction, string>;

/** Server messages of the vault (spec 2 §8 Documents where it has them). */
export const MENSAJES_BOVEDA = {
  carpetaCreada: 'Carpeta creada',
  carpetaDuplicada: 'Ya existe una carpeta con ese nombre en esta ubicación.',
  nombreRequerido: 'Escriba el nombre de la carpeta.',
  nombreLargo: 'El nombre no debe exceder 120 caracteres.',
  cargado: 'Se ha cargado el documento',
  cargados: (n: number) => (n === 1 ? 'Se ha cargado el documento' : `Se han cargado ${String(n)} documentos`),
  sinArchivo: 'No se ha seleccionado algún archivo para subir.',
  muyGrande: (mb: number) => `El archivo excede el tamaño máximo de ${String(mb)} MB permitido en la bóveda.`,
  eliminado: 'Documento eliminado',
  soloLectura: 'Esta carpeta la administra Avala: sus documentos se cargan desde el servicio y no se pueden modificar aquí.',
  documentoDeOtroModulo: 'Este documento se administra desde el servicio donde se cargó; aquí es solo de consulta.',
  carpetaNoVacia: 'La carpeta no está vacía: elimine primero su contenido.',
  carpetaEliminada: 'Carpeta eliminada',
  sinLedger: 'El historial del archivo no está disponible por el momento.',
} as const;

/** Texts of the vault screen. */
export const TEXTOS_BOVEDA = {
  titulo: 'Bóveda',
  raiz: 'Bóveda',
  compartidos: 'Compartidos conmigo',
  compartidosAyuda: 'Documentos que sus proveedores entregaron en servicios compartidos (solo consulta).',
  empresa: 'Empresa',
  nuevaCarpeta: 'Nueva carpeta',
  nombreCarpeta: 'Nombre de la carpeta',
  crear: 'Crear',
  cancelar: 'Cancelar',
  subir: 'Subir archivos',
  subirEnCarpeta: 'Abra o cree una carpeta para subir archivos.',
  eliminar: 'Eliminar',
  eliminarCarpeta: 'Eliminar carpeta',
  confirmarEliminarCarpeta: '¿Eliminar la carpeta vacía?',
  confirmarEliminar: '¿Eliminar documento?',
  confirmarEliminarTexto: 'El documento dejará de mostrarse en la bóveda. Su contenido y su historial se conservan y la eliminación queda registrada.',
  historial: 'Historial',
  ver: 'Ver',
  descargar: 'Descargar',
  verificar: 'Verificar',
  constancia: 'Constancia',
  descargarPrueba: 'Descargar prueba',
  vacia: 'Esta carpeta está vacía',
  cargando: 'Cargando…',
  error: 'Error al obtener los datos',
  reintentar: 'Reintentar',
  sinHistorial: 'No hay información disponible',
  indice: 'Índice',
  accion: 'Acción',
  /** One history line standing for several views by one user within an hour. */
  accionRepetida: (accion: string, veces: number) => `${accion} (${countOf(veces, 'vez', 'veces')})`,
  usuario: 'Usuario',
  fecha: 'Fecha',
  carpetas: 'Carpetas',
  documentos: 'Documentos',
  soloLectura: 'Solo consulta',
  verificando: 'Verificando…',
  verificado: 'Verificado: el archivo y su historial coinciden con el registro publicado.',
  noVerificado: 'No se pudo verificar:',
  importanteTitulo: 'IMPORTANTE',
  importanteTexto:
    'Los documentos que cargue en la bóveda no cambian el estado de cumplimiento. Los documentos REPSE deben cargarse desde el servicio del cliente o del proveedor.',
  entendido: 'Entendido',
  sinAcceso: 'No tiene acceso a la bóveda de esta empresa.',
  subiendo: 'Subiendo',
  listo: 'Listo',
  falloCarga: 'No se pudo subir el documento',
} as const;
