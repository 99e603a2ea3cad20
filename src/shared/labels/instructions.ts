/**
 * /instructions (spec 1 route table, "contents: not shown"): the first steps to get compliant in
 * Avala, each with what it is for and a button to the screen that does it. Same tone as
 * /pre_instructions (INSTRUCCIONES_EMPRESA).
 */
export const INSTRUCCIONES = {
  titulo: 'Primeros pasos en Avala',
  bienvenida: 'Su cuenta está lista. Estos pasos le llevan al cumplimiento de su empresa.',
  introduccion: 'Siga estos pasos en el orden que prefiera; solo aparecen los que su plan y su rol le permiten.',
  listaPasos: 'Pasos para comenzar',
  comenzar: 'Comenzar',
  nota: 'Puede volver a esta guía cuando quiera desde el menú Ayuda.',
  sinPasos: 'Su rol en la empresa permite consultar la información. Cuando un administrador le dé más permisos verá aquí los pasos que le correspondan.',
  errorUsuario: 'No pudimos cargar sus datos',
  cargando: 'Cargando pasos...',
  abrirGuia: 'Primeros pasos',
  pasos: {
    empresa: {
      titulo: 'Complete los datos de su empresa',
      texto: 'Razón social, RFC, domicilio fiscal, representantes legales y actividades REPSE: son la base de su expediente y de lo que ven sus clientes.',
      accion: 'Editar datos de la empresa',
    },
    clientes: {
      titulo: 'Invite a sus clientes',
      texto: 'Agregue a las empresas a las que presta servicios; reciben una invitación y compartirán con usted los documentos de cada servicio.',
      accion: 'Ir a clientes',
    },
    proveedores: {
      titulo: 'Invite a sus proveedores',
      texto: 'Agregue a las empresas que le prestan servicios especializados para revisar su cumplimiento REPSE desde un solo lugar.',
      accion: 'Ir a proveedores',
    },
    servicios: {
      titulo: 'Cree los servicios',
      texto: 'Cada servicio une a un cliente con un proveedor, tiene vigencia y un set de documentos que define qué se entrega en cada etapa.',
      accion: 'Crear servicios',
    },
    documentos: {
      titulo: 'Suba sus documentos por etapa',
      texto: 'Entregue el expediente y los documentos de cumplimiento de cada periodo (opinión del SAT, IMSS, INFONAVIT, nómina) en la etapa que corresponde.',
      accion: 'Ir a mis etapas',
    },
    validaciones: {
      titulo: 'Valide los documentos',
      texto: 'Revise lo que le entregan, apruébelo o rechácelo con un comentario; el avance de cumplimiento se actualiza al momento.',
      accion: 'Revisar documentos',
    },
    boveda: {
      titulo: 'Guarde todo en la bóveda',
      texto: 'Los documentos quedan en carpetas con su historial verificable, listos para una auditoría o inspección.',
      accion: 'Abrir la bóveda',
    },
    sat: {
      titulo: 'Consulte las listas del SAT',
      texto: 'Verifique si un RFC aparece en las listas de los artículos 69 y 69-B del Código Fiscal antes de contratar o pagar.',
      accion: 'Consultar listas del SAT',
    },
    campo: {
      titulo: 'Levante reportes de generadores en campo',
      texto: 'Capture el generador con fotos y ubicación desde el teléfono, aun sin conexión: se guarda en el equipo y se envía al volver la señal.',
      accion: 'Abrir el inicio de campo',
    },
    generadores: {
      titulo: 'Revise los generadores y su catálogo',
      texto: 'Cargue el catálogo de precios y revise, apruebe o rechace los generadores que le envían sus proveedores.',
      accion: 'Ir a generadores',
    },
  },
} as const;

export type InstructionStepKey = keyof typeof INSTRUCCIONES.pasos;
