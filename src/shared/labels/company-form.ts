import type { CompanyType } from '../domain/enums';
import { countOf } from '../text/count';

/** Tax regime of a company as it reads on screen (spec 3 §9: Persona moral, Persona física). */
export const COMPANY_TYPE_LABELS = {
  moral: 'Persona moral',
  fisica: 'Persona física',
} as const satisfies Record<CompanyType, string>;

/** Company data form (spec 1 §2 and §5, spec 3 §2.9): titles, sections, fields and buttons. */
export const FORMULARIO_EMPRESA = {
  tituloNuevo: 'Para poder iniciar necesitamos algunos datos',
  tituloEditar: 'Actualizar datos de empresa',
  camposObligatorios: 'Los campos marcados con * son obligatorios.',
  seccionRelevantes: 'Datos relevantes',
  seccionDomicilio: 'Domicilio fiscal',
  seccionRepresentantes: 'Representantes legales',
  seccionActividades: 'Actividades REPSE',
  razonSocial: 'Razón social',
  tipoPersona: 'Tipo de persona',
  rfc: 'RFC',
  sitioWeb: 'Sitio web',
  sector: 'Sector',
  seleccioneSector: 'Seleccione un sector',
  numeroEmpleados: 'Número de empleados',
  servicios: 'Servicios que ofrece',
  busqueServicio: 'Busque y seleccione sus servicios',
  sinResultados: 'Sin resultados',
  quitarServicio: (servicio: string) => `Quitar ${servicio}`,
  calle: 'Calle',
  numeroExterior: 'Número exterior',
  numeroInterior: 'Número interior',
  colonia: 'Colonia',
  ciudad: 'Ciudad',
  codigoPostal: 'Código postal',
  pais: 'País',
  paisPredeterminado: 'México',
  representante: (n: number) => `Representante ${n}`,
  nombre: 'Nombre',
  apellidoPaterno: 'Apellido Paterno',
  apellidoMaterno: 'Apellido Materno',
  curp: 'CURP',
  agregarRepresentante: 'Agregar representante',
  quitarRepresentante: (n: number) => `Quitar representante ${n}`,
  actividad: (n: number) => `Actividad ${n}`,
  agregarActividad: 'Agregar actividad',
  quitarActividad: (n: number) => `Quitar actividad ${n}`,
  siguiente: 'SIGUIENTE',
  guardarCambios: 'GUARDAR CAMBIOS',
  cancelar: 'CANCELAR',
  corrijaCampos: 'Revise los campos marcados.',
} as const;

/** The company-data gate (/pre_instructions): a short briefing before the form opens in a dialog. */
export const INSTRUCCIONES_EMPRESA = {
  titulo: 'Antes de comenzar',
  bienvenida: 'Complete los datos de su empresa para empezar a usar Avala.',
  introduccion: 'Para activar su cuenta necesitamos los datos de su empresa. Le tomará unos minutos; tenga a la mano:',
  pasos: [
    'La razón social, el RFC y el tipo de persona (moral o física) de la empresa.',
    'El domicilio fiscal tal como aparece en su Constancia de Situación Fiscal.',
    'El nombre completo y la CURP de al menos un representante legal.',
    'Las actividades que tiene registradas en el REPSE.',
  ],
  nota: 'Podrá actualizar esta información más adelante desde Administración.',
  comenzar: 'Capturar datos de la empresa',
} as const;

/** Company profile editor (spec 3 §2.8): the card, its buttons and the photo dialog. */
export const PERFIL_EMPRESA = {
  titulo: 'Perfil de la empresa',
  descripcion: 'Consulte y actualice los datos de su empresa.',
  editarDatos: 'Editar datos',
  guardar: 'Guardar',
  cancelar: 'Cancelar',
  subirFoto: 'Subir foto',
  cambiarFoto: 'Cambiar foto',
  fotoAlt: (empresa: string) => `Foto de perfil de ${empresa}`,
  sinFoto: 'Sin foto de perfil',
  fotoDialogoTitulo: 'Subir foto',
  fotoElegir: 'Elegir imagen',
  fotoAyuda: 'PNG, JPG o WEBP. La ajustamos a 320 píxeles antes de enviarla.',
  fotoRequerida: 'Seleccione una imagen',
  fotoNoEsImagen: 'El archivo no es una imagen',
  fotoVistaPrevia: 'Vista previa de la nueva foto',
  plan: 'Plan',
  sinDato: 'Sin capturar',
  sinEmpresa: 'No hay una empresa principal seleccionada.',
  empleados: (n: number) => countOf(n, 'empleado', 'empleados'),
} as const;
