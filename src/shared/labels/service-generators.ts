/** Texts of a generators-line service (spec 3 §2.5) and of its contract panel's variant (spec 2 §2). */
export const TEXTOS_SERVICIO_GENERADORES = {
  // Spec 2 §2 writes the button 'Cátalogo' (accent included); kept as the spec has it.
  catalogo: 'Cátalogo',
  datosGenerador: 'Datos de generador',
  soloInvitados: 'Disponible solo para usuarios invitados.',
  generadores: 'GENERADORES',
  tituloGeneradores: (service: string) => `Generadores · ${service}`,
  etapas: 'Etapas del servicio',
  etapa: 'Etapa',
  descargarCatalogo: 'Descargar catálogo',
  catalogoDescargado: 'Archivo descargado con éxito',
  errorDescarga: 'No se pudo obtener el archivo',
  cargandoCatalogo: 'Cargando catálogo...',
} as const;
