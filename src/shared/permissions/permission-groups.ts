import type { PermissionKey } from './permission-flags';

/** The permission groups a custom role is built from (spec 3 §3 "Permission group"). */
export const PERMISSION_GROUPS = ['contrapartes', 'servicios', 'documentos', 'boveda', 'administracion', 'reportes'] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];

/** Every flag in exactly one group: exhaustive, so a new flag must be placed before it compiles. */
export const PERMISSION_GROUP_OF = {
  canCreateClients: 'contrapartes',
  canCreateProviders: 'contrapartes',
  canDeleteClients: 'contrapartes',
  canDeleteProviders: 'contrapartes',
  'canHandleServices.onClients': 'servicios',
  'canHandleServices.onProviders': 'servicios',
  canConsultService: 'servicios',
  canShowHomeStages: 'servicios',
  'canValidateDocuments.whenIsClient': 'documentos',
  'canValidateDocuments.whenIsProvider': 'documentos',
  'canUploadDocuments.onExpedient': 'documentos',
  'canUploadDocuments.onCumplimiento': 'documentos',
  canDeleteDocuments: 'documentos',
  canConsultDocuments: 'documentos',
  canValidateRequirementsDocs: 'documentos',
  canUploadUpdateContract: 'documentos',
  canAccessVault: 'boveda',
  canAccesAdministation: 'administracion',
  canCreateAdmin: 'administracion',
  canEditCompany: 'administracion',
  canHandlePlan: 'administracion',
  canAccessStripe: 'administracion',
  canInvoicePayments: 'administracion',
  canAccessRiesgos: 'reportes',
  canAccessReport: 'reportes',
} as const satisfies Record<PermissionKey, PermissionGroup>;

export const PERMISSION_KEYS = Object.keys(PERMISSION_GROUP_OF) as PermissionKey[];

/** The keys of one group, in declaration order. */
export function keysOfGroup(group: PermissionGroup): PermissionKey[] {
  return PERMISSION_KEYS.filter((key) => PERMISSION_GROUP_OF[key] === group);
}
