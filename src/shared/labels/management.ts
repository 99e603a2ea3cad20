import type { PermissionKey } from '../permissions/permission-flags';
import type { PermissionGroup } from '../permissions/permission-groups';
import { countOf } from '../text/count';

/** Administración (spec 3 §2.8): tabs, Usuarios and Roles. Texts of the spec word for word where it has them. */
export const ADMINISTRACION = {
  titulo: 'Administración',
  descripcion: 'Usuarios, roles, empresas y configuración de su organización.',
  pestanas: {
    principal: 'Principal',
    usuarios: 'Usuarios',
    roles: 'Roles',
    empresas: 'Empresas',
    servicios: 'Servicios',
    configuracion: 'Configuración',
    bitacora: 'Bitácora',
  },
  menuPrincipal: 'Menú principal',
  menuUsuarios: 'Usuarios',
  menuUsuariosDescripcion: 'Invite colegas y asigne sus roles.',
  menuEditarEmpresa: 'Editar datos empresa',
  menuEditarEmpresaDescripcion: 'Actualice los datos y la foto de su empresa.',
  menuConfiguracion: 'Configuración',
  menuConfiguracionDescripcion: 'Políticas de contraseña y autenticación de 2 pasos.',
  panelEnPreparacion: 'Esta sección se habilita para su empresa en cuanto esté configurada.',
  buscar: 'Buscar',
  orden: 'Orden',
  ordenAZ: 'A-Z',
  ordenZA: 'Z-A',
  sinInformacion: 'No hay información!',
  sinElementos: 'No se encontraron elementos',
  cargandoUsuarios: 'Cargando usuarios...',
  cargandoRoles: 'Cargando roles...',
  empresa: 'Empresa',
  cancelar: 'Cancelar',
  guardar: 'Guardar',
  editar: 'Editar',
  borrar: 'Borrar',
  confirmar: 'Confirmar',
  acciones: 'Acciones',
  paginacion: 'Páginas',
} as const;

export const USUARIOS = {
  nuevo: 'Nuevo Usuario',
  editarTitulo: 'Editar usuario',
  colUsuario: 'Usuario',
  colRoles: 'Roles',
  nombre: 'Nombre',
  apellido: 'Apellido',
  correo: 'Correo',
  empresas: 'Empresas',
  empresasAyuda: 'El usuario trabajará en cada empresa elegida.',
  roles: 'Roles',
  rolesAyuda: 'Se aplican en cada empresa elegida; con varios, el usuario puede lo que permita cualquiera de ellos.',
  rolesPersonalizados: 'Roles personalizados',
  rolesPersonalizadosAyuda: 'Cada rol personalizado se aplica solo en su empresa.',
  sinRolesPersonalizados: 'Las empresas elegidas no tienen roles personalizados.',
  cargandoRoles: 'Cargando roles...',
  rolDeEmpresa: (role: string, company: string) => `${role} · ${company}`,
  activo: 'Activo',
  inactivo: 'Inactivo',
  pendiente: 'Pendiente de activación',
  tu: '(usted)',
  confirmarBorrado: '¿Seguro que desea borrar el usuario seleccionado?',
  creado: 'Usuario creado correctamente',
  actualizado: 'Usuario actualizado correctamente',
  borrado: 'Usuario borrado correctamente',
  errorCrear: 'Ocurrió un error al crear el usuario',
  errorActualizar: 'Ocurrió un error al actualizar el usuario',
  errorBorrar: 'El usuario ya no se pudo eliminar',
  correoBloqueado: 'El correo no se puede cambiar.',
} as const;

/** Server messages of users administration (the catalogue: AppError messages). */
export const MENSAJES_USUARIOS = {
  usuarioExiste: 'El usuario ya existe',
  campoRequerido: 'Campo requerido',
  correoInvalido: 'Dirección de correo no válida',
  ultimoAdministrador: 'No puede quitar al último administrador de la empresa.',
  propioAdministrador: 'No puede quitarse a sí mismo el rol de administrador.',
  propioUsuario: 'No puede desactivar ni borrar su propio usuario.',
  invitacionAsunto: 'Invitación a Avala',
  invitacionTexto: (company: string) =>
    `${company} le dio acceso a Avala. Abra el enlace para crear su contraseña y activar su cuenta.`,
  rolNoEncontrado: 'El rol seleccionado no existe en esta empresa.',
  /** Spec 3 §5, word for word. */
  seleccionaEmpresa: 'Selecciona la menos una empresa',
  /** Spec 3 §5, word for word. */
  seleccionaRol: 'Selecciona la menos un rol',
} as const;

export const ROLES = {
  nuevo: 'Nuevo Rol',
  editarTitulo: 'Editar rol',
  nombre: 'Nombre',
  color: 'Color',
  permisos: 'Grupos de permisos',
  integrado: 'Integrado',
  integradoAyuda: 'Rol del sistema: no se puede renombrar ni borrar.',
  confirmarBorrado: '¿Seguro que desea borrar el rol seleccionado? Los usuarios que lo tengan conservarán su rol base.',
  guardado: 'El rol ha sido guardado correctamente',
  borrado: 'Rol borrado correctamente',
  error: 'Ocurrió un error inesperado',
  sinPermisos: 'Sin permisos',
  permisosSeleccionados: (n: number) => countOf(n, 'permiso', 'permisos'),
  usuariosAsignados: (n: number) => (n === 1 ? '1 usuario' : `${n} usuarios`),
} as const;

export const MENSAJES_ROLES = {
  nombreRequerido: 'El nombre es requerido',
  nombreReservado: 'Ese nombre pertenece a un rol del sistema.',
  nombreDuplicado: 'Ya existe un rol con ese nombre.',
  colorInvalido: 'Seleccione un color de la paleta.',
} as const;

export const BUILTIN_ROLE_DESCRIPTIONS = {
  Administrador: 'Todo lo que permite el plan, incluida la administración.',
  Colaborador: 'Trabaja con servicios y documentos; no administra.',
  Lector: 'Solo consulta.',
} as const;

export const PERMISSION_GROUP_LABELS = {
  contrapartes: { label: 'Clientes y proveedores', description: 'Agregar y quitar clientes o proveedores.' },
  servicios: { label: 'Servicios', description: 'Proponer, consultar y seguir servicios por etapa.' },
  documentos: { label: 'Documentos', description: 'Cargar, validar, borrar y consultar documentos y contratos.' },
  boveda: { label: 'Bóveda', description: 'Entrar a la bóveda de documentos.' },
  administracion: { label: 'Administración', description: 'Administración, datos de la empresa, plan y pagos.' },
  reportes: { label: 'Reportes y riesgos', description: 'Reportes y análisis de riesgos.' },
} as const satisfies Record<PermissionGroup, { label: string; description: string }>;

export const PERMISSION_LABELS = {
  canCreateClients: 'Agregar clientes',
  canCreateProviders: 'Agregar proveedores',
  canDeleteClients: 'Quitar clientes',
  canDeleteProviders: 'Quitar proveedores',
  'canHandleServices.onClients': 'Servicios con clientes',
  'canHandleServices.onProviders': 'Servicios con proveedores',
  canConsultService: 'Consultar servicios',
  canShowHomeStages: 'Ver etapas en el inicio',
  'canValidateDocuments.whenIsClient': 'Validar documentos de proveedores',
  'canValidateDocuments.whenIsProvider': 'Validar documentos como proveedor',
  'canUploadDocuments.onExpedient': 'Cargar documentos al expediente',
  'canUploadDocuments.onCumplimiento': 'Cargar documentos de cumplimiento',
  canDeleteDocuments: 'Borrar documentos',
  canConsultDocuments: 'Consultar documentos',
  canValidateRequirementsDocs: 'Validar requisitos',
  canUploadUpdateContract: 'Cargar y actualizar contratos',
  canAccessVault: 'Entrar a la bóveda',
  canAccesAdministation: 'Entrar a Administración',
  canCreateAdmin: 'Crear administradores',
  canEditCompany: 'Editar datos de la empresa',
  canHandlePlan: 'Cambiar de plan',
  canAccessStripe: 'Pagos con tarjeta',
  canInvoicePayments: 'Facturas de pagos',
  canAccessRiesgos: 'Riesgos',
  canAccessReport: 'Reportes',
} as const satisfies Record<PermissionKey, string>;
