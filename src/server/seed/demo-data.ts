import type { CompanyType, InvitedAs, MemberRole, Plan, Product, RealmRole } from '../../shared/domain/enums';
import { DEMO_COMPLIANCE_COMPANIES, DEMO_COMPLIANCE_USERS } from './demo-compliance-data';

/** Every demo account signs in with this password (printed by `npm start`). */
export const DEMO_PASSWORD = 'Avala.Demo.2026';

export interface DemoCompany {
  key: 'corporativo' | 'servicios' | 'campo' | 'grupo' | 'grupo-logistica' | 'grupo-alimentos' | 'grupo-consultor' | 'redes' | 'torres' | 'ortiz' | 'seguridad' | 'limpieza' | 'jardines';
  /** Key of the group company this one belongs to. */
  group?: 'grupo';
  isGroup?: boolean;
  name: string;
  rfc: string;
  type: CompanyType;
  status: Plan;
  invitedAs: InvitedAs;
  invited: boolean;
  generadores: boolean;
  products: Product[];
  sector: string;
  employeesSize: number;
  web: string;
  email: string;
  servicesOffered: string[];
  address: { street: string; outdoorNum: string; interiorNumber: string; colonia: string; cp: string; city: string; country: string };
  representative: { name: string; apaterno: string; amaterno: string; curp: string };
  repse: string;
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'corporativo',
    name: 'Corporativo Demo SA de CV',
    rfc: 'CDE150312AB5',
    type: 'moral',
    status: 'CORPORATIVO',
    invitedAs: 'client',
    invited: false,
    generadores: false,
    products: ['REPSE', 'LISTAS_NEGRAS_SAT'],
    sector: 'Servicios financieros y de seguros',
    employeesSize: 1200,
    web: 'https://corporativo.demo',
    email: 'contacto@corporativo.demo',
    servicesOffered: ['Servicios de administración de negocios'],
    address: { street: 'Paseo de la Reforma', outdoorNum: '250', interiorNumber: 'Piso 12', colonia: 'Juárez', cp: '06600', city: 'Ciudad de México', country: 'México' },
    representative: { name: 'Mariana', apaterno: 'López', amaterno: 'Hernández', curp: 'LOHM800315MDFPRR02' },
    repse: 'Servicios corporativos de administración',
  },
  {
    key: 'servicios',
    name: 'Servicios Demo SA de CV',
    rfc: 'SDE180725K38',
    type: 'moral',
    status: 'FREE',
    invitedAs: 'provider',
    invited: true,
    generadores: false,
    products: ['REPSE'],
    sector: 'Servicios de apoyo a los negocios y manejo de residuos',
    employeesSize: 85,
    web: 'https://servicios.demo',
    email: 'contacto@servicios.demo',
    servicesOffered: ['Servicios de limpieza de inmuebles', 'Servicios de vigilancia y seguridad'],
    address: { street: 'Av. Constitución', outdoorNum: '1450', interiorNumber: '', colonia: 'Centro', cp: '64000', city: 'Monterrey', country: 'México' },
    representative: { name: 'Ana Sofía', apaterno: 'Martínez', amaterno: 'Ruiz', curp: 'MARA870922MNLRZN00' },
    repse: 'Limpieza y mantenimiento de inmuebles',
  },
  {
    key: 'campo',
    name: 'Campo Demo SA de CV',
    rfc: 'CDM200114QW8',
    type: 'moral',
    status: 'FREE',
    invitedAs: 'provider',
    invited: true,
    generadores: true,
    products: ['GENERADORES'],
    sector: 'Construcción',
    employeesSize: 40,
    web: 'https://campo.demo',
    email: 'contacto@campo.demo',
    servicesOffered: ['Instalación de telecomunicaciones', 'Instalaciones eléctricas en construcciones'],
    address: { street: 'Calle Hidalgo', outdoorNum: '87', interiorNumber: 'B', colonia: 'Americana', cp: '44160', city: 'Guadalajara', country: 'México' },
    representative: { name: 'Luis Alberto', apaterno: 'García', amaterno: 'Pérez', curp: 'GAPL850612HJCRRS00' },
    repse: 'Instalación y mantenimiento de redes de telecomunicaciones',
  },
  {
    key: 'grupo',
    name: 'Grupo Industrial Demo SA de CV',
    rfc: 'GID100506MB3',
    type: 'moral',
    status: 'CORPORATIVO',
    invitedAs: 'client',
    invited: false,
    generadores: false,
    isGroup: true,
    products: ['REPSE', 'LISTAS_NEGRAS_SAT'],
    sector: 'Corporativos',
    employeesSize: 3400,
    web: 'https://grupo.demo',
    email: 'contacto@grupo.demo',
    servicesOffered: ['Servicios de administración de negocios'],
    address: { street: 'Av. Vallarta', outdoorNum: '6503', interiorNumber: 'Torre A', colonia: 'Ciudad Granja', cp: '45010', city: 'Zapopan', country: 'México' },
    representative: { name: 'Fernando', apaterno: 'Ibarra', amaterno: 'Salas', curp: 'IASF760405HJCBLR08' },
    repse: 'Administración corporativa del grupo',
  },
  {
    key: 'grupo-logistica',
    name: 'Logística Demo del Pacífico SA de CV',
    rfc: 'LDP170822RT8',
    type: 'moral',
    status: 'CORPORATIVO',
    invitedAs: 'client',
    invited: false,
    generadores: false,
    group: 'grupo',
    products: ['REPSE'],
    sector: 'Transportes, correos y almacenamiento',
    employeesSize: 620,
    web: 'https://logistica.demo',
    email: 'contacto@logistica.demo',
    servicesOffered: ['Servicios de logística y distribución', 'Servicios de almacenamiento'],
    address: { street: 'Blvd. Puerto Interior', outdoorNum: '12', interiorNumber: '', colonia: 'Santa Fe', cp: '36275', city: 'Silao', country: 'México' },
    representative: { name: 'Fernando', apaterno: 'Ibarra', amaterno: 'Salas', curp: 'IASF760405HJCBLR08' },
    repse: 'Servicios de logística',
  },
  {
    key: 'grupo-alimentos',
    name: 'Alimentos Demo de Occidente SA de CV',
    rfc: 'ADO080214HJ8',
    type: 'moral',
    status: 'CORPORATIVO',
    invitedAs: 'client',
    invited: false,
    generadores: false,
    group: 'grupo',
    products: ['REPSE'],
    sector: 'Industrias manufactureras',
    employeesSize: 1450,
    web: 'https://alimentos.demo',
    email: 'contacto@alimentos.demo',
    servicesOffered: ['Servicios de comedor para empresas e instituciones'],
    address: { street: 'Carretera a Chapala', outdoorNum: 'km 14.5', interiorNumber: '', colonia: 'Las Pintas', cp: '45690', city: 'El Salto', country: 'México' },
    representative: { name: 'Fernando', apaterno: 'Ibarra', amaterno: 'Salas', curp: 'IASF760405HJCBLR08' },
    repse: 'Producción de alimentos',
  },
  {
    key: 'grupo-consultor',
    name: 'Patricia Navarro Quiroz',
    rfc: 'NAQP790918PL9',
    type: 'fisica',
    status: 'CORPORATIVO',
    invitedAs: 'client',
    invited: false,
    generadores: false,
    group: 'grupo',
    products: ['REPSE'],
    sector: 'Servicios profesionales, científicos y técnicos',
    employeesSize: 4,
    web: '',
    email: 'patricia.navarro@consultora.demo',
    servicesOffered: ['Servicios de consultoría fiscal'],
    address: { street: 'Calle Morelos', outdoorNum: '210', interiorNumber: '3', colonia: 'Centro', cp: '44100', city: 'Guadalajara', country: 'México' },
    representative: { name: 'Patricia', apaterno: 'Navarro', amaterno: 'Quiroz', curp: 'NAQP790918MJCVRT05' },
    repse: 'Consultoría fiscal',
  },
  // More generator providers of Corporativo Demo, so its "Mis Proveedores" list has something to page through.
  {
    key: 'redes',
    name: 'Redes y Fibra del Bajío SA de CV',
    rfc: 'RBA190311K71',
    type: 'moral',
    status: 'FREE',
    invitedAs: 'provider',
    invited: true,
    generadores: true,
    products: ['GENERADORES'],
    sector: 'Construcción',
    employeesSize: 62,
    web: 'https://redesbajio.demo',
    email: 'contacto@redesbajio.demo',
    servicesOffered: ['Instalación de telecomunicaciones'],
    address: { street: 'Blvd. Adolfo López Mateos', outdoorNum: '2105', interiorNumber: '', colonia: 'Jardines del Moral', cp: '37160', city: 'León', country: 'México' },
    representative: { name: 'Eduardo', apaterno: 'Ramírez', amaterno: 'Garza', curp: 'RAGE780215HNLMRD07' },
    repse: 'Tendido y empalme de fibra óptica',
  },
  {
    key: 'torres',
    name: 'Torres y Antenas del Norte SA de CV',
    rfc: 'TAN160927HN3',
    type: 'moral',
    status: 'FREE',
    invitedAs: 'provider',
    invited: true,
    generadores: true,
    products: ['GENERADORES'],
    sector: 'Construcción',
    employeesSize: 35,
    web: '',
    email: 'operaciones@torresnorte.demo',
    servicesOffered: ['Instalación de telecomunicaciones', 'Obra civil'],
    address: { street: 'Av. Ruiz Cortines', outdoorNum: '3400', interiorNumber: 'Nave 4', colonia: 'Moderna', cp: '64530', city: 'Monterrey', country: 'México' },
    representative: { name: 'Carolina', apaterno: 'Torres', amaterno: 'Sánchez', curp: 'TOSC820930MGTRNR00' },
    repse: 'Montaje y mantenimiento de estructuras para antenas',
  },
  {
    key: 'ortiz',
    name: 'Martha Ortiz Lomelí',
    rfc: 'OILM820514P52',
    type: 'fisica',
    status: 'FREE',
    invitedAs: 'provider',
    invited: true,
    generadores: true,
    products: ['GENERADORES'],
    sector: 'Servicios profesionales, científicos y técnicos',
    employeesSize: 3,
    web: '',
    email: 'martha.ortiz@ingenieria.demo',
    servicesOffered: ['Supervisión de obra'],
    address: { street: 'Calle Juárez', outdoorNum: '45', interiorNumber: '', colonia: 'Centro', cp: '76000', city: 'Querétaro', country: 'México' },
    representative: { name: 'Martha', apaterno: 'Ortiz', amaterno: 'Lomelí', curp: 'OILM820514MJCRMR06' },
    repse: 'Supervisión técnica de sitios de telecomunicaciones',
  },
  ...DEMO_COMPLIANCE_COMPANIES,
];

export interface DemoUser {
  email: string;
  completeName: string;
  company: DemoCompany['key'];
  role: MemberRole;
  realmRole: RealmRole;
  updatedPassword: boolean;
  /** What the account demonstrates, printed next to the login. */
  purpose: string;
}

export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@corporativo.demo', completeName: 'Mariana López Hernández', company: 'corporativo', role: 'Administrador', realmRole: 'Admin', updatedPassword: true, purpose: 'Administrador del cliente (plan CORPORATIVO)' },
  { email: 'lector@corporativo.demo', completeName: 'Jorge Ramírez Castillo', company: 'corporativo', role: 'Lector', realmRole: 'Reader', updatedPassword: true, purpose: 'Lector del cliente' },
  { email: 'admin@proveedor.demo', completeName: 'Ana Sofía Martínez Ruiz', company: 'servicios', role: 'Administrador', realmRole: 'Admin', updatedPassword: true, purpose: 'Administrador del proveedor invitado (plan FREE)' },
  { email: 'campo@proveedor.demo', completeName: 'Luis Alberto García Pérez', company: 'campo', role: 'Colaborador', realmRole: 'Reader', updatedPassword: true, purpose: 'Supervisor de campo (generadores)' },
  { email: 'grupo@corporativo.demo', completeName: 'Fernando Ibarra Salas', company: 'grupo', role: 'Administrador', realmRole: 'Admin', updatedPassword: true, purpose: 'Administrador de un grupo de tres empresas (inicio de grupo)' },
  { email: 'nuevo@proveedor.demo', completeName: 'Carmen Torres Delgado', company: 'servicios', role: 'Colaborador', realmRole: 'Reader', updatedPassword: false, purpose: 'Usuario nuevo (activación de cuenta)' },
  ...DEMO_COMPLIANCE_USERS,
];

/** A few notifications so the bell has something to show in the demo. */
export const DEMO_NOTIFICATIONS: Record<string, { type: string; text: string; subText: string }[]> = {
  'admin@corporativo.demo': [
    { type: 'INVITACION', text: 'Servicios Demo SA de CV aceptó su invitación como proveedor.', subText: 'Proveedores' },
    { type: 'INVITACION', text: 'Campo Demo SA de CV aceptó su invitación como proveedor de generadores.', subText: 'Proveedores' },
    { type: 'SISTEMA', text: 'Bienvenido a Avala. Complete el recorrido para conocer Expediente, Cumplimiento y Reporteo.', subText: 'Avala' },
  ],
  'admin@proveedor.demo': [{ type: 'INVITACION', text: 'Corporativo Demo SA de CV lo invitó como proveedor.', subText: 'Clientes' }],
};

/** Services Corporativo Demo offers to its generator providers. */
export const DEMO_SERVICES_OFFERED = [
  'Adecuaciones de sitio',
  'Instalación de fibra óptica',
  'Mantenimiento de fibra óptica',
  'Enlaces de microondas',
  'Mantenimiento preventivo de radio base',
  'Mantenimiento correctivo de radio base',
  'Obra civil de telecomunicaciones',
];

/** The region managers workbook seeded for Corporativo Demo. */
export const DEMO_REGION_MANAGERS = [
  { name: 'Ana Ruiz Castañeda', position: 'Responsable de región', email: 'ana.ruiz@corporativo.demo', region: 'Occidente', phone: '3331234567', managerName: 'Héctor Salinas Ortega', emailManager: 'hector.salinas@corporativo.demo' },
  { name: 'Jorge Treviño Garza', position: 'Responsable de región', email: 'jorge.trevino@corporativo.demo', region: 'Noreste', phone: '8187654321', managerName: 'Héctor Salinas Ortega', emailManager: 'hector.salinas@corporativo.demo' },
  { name: 'Mónica Herrera Lugo', position: 'Responsable de región', email: 'monica.herrera@corporativo.demo', region: 'Centro', phone: '5552345678', managerName: 'Claudia Fuentes Ríos', emailManager: 'claudia.fuentes@corporativo.demo' },
  { name: 'Ricardo Pech Canché', position: 'Responsable de región', email: 'ricardo.pech@corporativo.demo', region: 'Sureste', phone: '9991234567', managerName: 'Claudia Fuentes Ríos', emailManager: 'claudia.fuentes@corporativo.demo' },
  { name: 'Sofía Valenzuela Ibarra', position: 'Responsable de región', email: 'sofia.valenzuela@corporativo.demo', region: 'Noroeste', phone: '6621234567', managerName: 'Héctor Salinas Ortega', emailManager: 'hector.salinas@corporativo.demo' },
];
