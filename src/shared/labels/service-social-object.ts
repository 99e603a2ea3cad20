/** The objeto social preponderante on the service and its contract (spec 2 §7 PUT …/osp/add). */
export const TEXTOS_OSP = {
  etiqueta: 'Objeto social preponderante',
  linea: (value: string) => `Objeto social preponderante: ${value}`,
  faltante: 'Falta indicar el objeto social preponderante del proveedor: un contrato REPSE debe citarlo.',
  editar: 'Indicar objeto social',
  cambiar: 'Cambiar',
  titulo: 'Objeto social preponderante',
  ayuda: 'Elija una de las actividades REPSE registradas en los datos de su empresa.',
  sinActividades: 'Registre sus actividades REPSE en los datos de su empresa para poder elegir una.',
  guardar: 'Guardar',
  cancelar: 'Cancelar',
  error: 'No se pudo guardar el objeto social preponderante',
} as const;
