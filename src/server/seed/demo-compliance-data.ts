import type { DemoCompany, DemoUser } from './demo-data';

/**
 * The REPSE providers of Corporativo Demo (issue 11, "Data to seed"): one invited and still
 * pending, one with six months of documents in every status, one with a rejected document waiting
 * for a new upload. Their companies and users are loaded with the rest of the demo; the links,
 * services and documents by `seedDemoCompliance`.
 */
export const DEMO_COMPLIANCE_COMPANIES: DemoCompany[] = [
  {
    key: 'seguridad',
    name: 'Seguridad Privada Halcón del Centro SA de CV',
    rfc: 'SPH170905R26',
    type: 'moral',
    status: 'FREE',
    invitedAs: 'provider',
    invited: true,
    generadores: false,
    products: ['REPSE'],
    sector: 'Servicios de apoyo a los negocios y manejo de residuos',
    employeesSize: 140,
    web: 'https://halcondelcentro.demo',
    email: 'contacto@halcondelcentro.demo',
    servicesOffered: ['Servicios de vigilancia y seguridad'],
    address: { street: 'Av. 5 de Febrero', outdoorNum: '1320', interiorNumber: '', colonia: 'San Pablo', cp: '76130', city: 'Querétaro', country: 'México' },
    representative: { name: 'Carla', apaterno: 'Hernández', amaterno: 'Velarde', curp: 'HEVC810317MNLRLR02' },
    repse: 'Servicios de vigilancia y protección de instalaciones',
  },
  {
    key: 'limpieza',
    name: 'Limpieza Integral Tláloc SA de CV',
    rfc: 'LIT150618M43',
    type: 'moral',
    status: 'FREE',
    invitedAs: 'provider',
    invited: true,
    generadores: false,
    products: ['REPSE'],
    sector: 'Servicios de apoyo a los negocios y manejo de residuos',
    employeesSize: 210,
    web: 'https://limpiezatlaloc.demo',
    email: 'contacto@limpiezatlaloc.demo',
    servicesOffered: ['Servicios de limpieza de inmuebles'],
    address: { street: 'Calz. de Tlalpan', outdoorNum: '3465', interiorNumber: 'Local 4', colonia: 'Santa Úrsula Coapa', cp: '04650', city: 'Ciudad de México', country: 'México' },
    representative: { name: 'Alejandro', apaterno: 'Gómez', amaterno: 'Morales', curp: 'GOMA750822HDFNRL09' },
    repse: 'Limpieza y mantenimiento de oficinas e inmuebles',
  },
  {
    key: 'jardines',
    name: 'Rosa Elena Cárdenas Villalobos',
    rfc: 'CAVR780412J63',
    type: 'fisica',
    status: 'FREE',
    invitedAs: 'provider',
    invited: true,
    generadores: false,
    products: ['REPSE'],
    sector: 'Servicios de apoyo a los negocios y manejo de residuos',
    employeesSize: 12,
    web: '',
    email: 'rosa.cardenas@jardines.demo',
    servicesOffered: ['Servicios de jardinería'],
    address: { street: 'Calle Pedro Moreno', outdoorNum: '1580', interiorNumber: '', colonia: 'Americana', cp: '44160', city: 'Guadalajara', country: 'México' },
    representative: { name: 'Rosa Elena', apaterno: 'Cárdenas', amaterno: 'Villalobos', curp: 'CAVR780412MJCRLS06' },
    repse: 'Jardinería y mantenimiento de áreas verdes',
  },
];

export const DEMO_COMPLIANCE_USERS: DemoUser[] = [
  { email: 'admin@seguridad.demo', completeName: 'Carla Hernández Velarde', company: 'seguridad', role: 'Administrador', realmRole: 'Admin', updatedPassword: true, purpose: 'Proveedor REPSE con invitación pendiente de responder' },
  { email: 'admin@limpieza.demo', completeName: 'Alejandro Gómez Morales', company: 'limpieza', role: 'Administrador', realmRole: 'Admin', updatedPassword: true, purpose: 'Proveedor REPSE con seis meses de documentos' },
  { email: 'admin@jardines.demo', completeName: 'Rosa Elena Cárdenas Villalobos', company: 'jardines', role: 'Administrador', realmRole: 'Admin', updatedPassword: true, purpose: 'Proveedor REPSE con un documento rechazado por corregir' },
];

/** Who validates on the client side. */
export const DEMO_VALIDATOR_EMAIL = 'admin@corporativo.demo';

export interface DemoComplianceService {
  provider: 'limpieza' | 'jardines';
  uploader: string;
  name: string;
  /** Months before the current one the service started (its first period). */
  monthsAgo: number;
  /** Which documents exist and in what state; see `demo-compliance-plan.ts`. */
  plan: 'every-status' | 'awaiting-reupload';
}

export const DEMO_COMPLIANCE_SERVICES: DemoComplianceService[] = [
  { provider: 'limpieza', uploader: 'admin@limpieza.demo', name: 'Limpieza y mantenimiento de oficinas', monthsAgo: 6, plan: 'every-status' },
  { provider: 'jardines', uploader: 'admin@jardines.demo', name: 'Jardinería y mantenimiento de áreas verdes', monthsAgo: 3, plan: 'awaiting-reupload' },
];

/** Validator comments on the demo's rejected documents (usted voice, as a compliance officer writes them). */
export const DEMO_REJECTION_COMMENTS = [
  'El documento corresponde a otro periodo. Cargue el del mes indicado.',
  'La opinión de cumplimiento está en sentido negativo. Cargue una opinión positiva vigente.',
  'El archivo está incompleto: falta la página con el sello digital.',
];
