import type { Plan } from '../domain/enums';
import type { PermissionKey } from './permission-flags';

/**
 * Who may, per plan (spec 1 §6), as data:
 *   all · none · admin · adminOrReviewer — by role;
 *   …IfNotInvited — only for a company that registered itself;
 *   …IfProvider — only for a company invited as provider (the TEMP plan).
 */
export type Rule = 'all' | 'none' | 'admin' | 'adminOrReviewer' | 'allIfNotInvited' | 'allIfProvider' | 'adminIfProvider';

export type PlanRules = Record<PermissionKey, Rule>;

const PREMIUM: PlanRules = {
  canCreateClients: 'none',
  canCreateProviders: 'none',
  canDeleteClients: 'none',
  canDeleteProviders: 'none',
  'canHandleServices.onClients': 'none',
  'canHandleServices.onProviders': 'none',
  'canValidateDocuments.whenIsClient': 'all',
  'canValidateDocuments.whenIsProvider': 'all',
  'canUploadDocuments.onExpedient': 'adminOrReviewer',
  'canUploadDocuments.onCumplimiento': 'adminOrReviewer',
  canDeleteDocuments: 'adminOrReviewer',
  canAccessVault: 'all',
  canAccesAdministation: 'admin',
  canAccessRiesgos: 'allIfNotInvited',
  canAccessReport: 'all',
  canAccessStripe: 'all',
  canConsultService: 'all',
  canConsultDocuments: 'all',
  canCreateAdmin: 'all',
  canEditCompany: 'admin',
  canInvoicePayments: 'all',
  canHandlePlan: 'none',
  canShowHomeStages: 'all',
  canUploadUpdateContract: 'all',
  canValidateRequirementsDocs: 'all',
};

/**
 * PYME manages its clients; the spec lists no validation rights for it, so a PYME validates only
 * through the requirement flag that every plan but TEMP grants.
 */
const PYME: PlanRules = {
  ...PREMIUM,
  canCreateClients: 'admin',
  canDeleteClients: 'admin',
  'canHandleServices.onClients': 'admin',
  'canValidateDocuments.whenIsClient': 'none',
  'canValidateDocuments.whenIsProvider': 'none',
  canAccessRiesgos: 'none',
  canEditCompany: 'all',
  canHandlePlan: 'all',
};

const CORPORATIVO: PlanRules = {
  ...PREMIUM,
  canCreateClients: 'admin',
  canCreateProviders: 'admin',
  canDeleteClients: 'admin',
  canDeleteProviders: 'admin',
  'canHandleServices.onClients': 'admin',
  'canHandleServices.onProviders': 'admin',
  'canValidateDocuments.whenIsClient': 'adminOrReviewer',
  'canUploadDocuments.onExpedient': 'all',
  'canUploadDocuments.onCumplimiento': 'all',
  canDeleteDocuments: 'all',
  canEditCompany: 'all',
};

const FREE: PlanRules = { ...PREMIUM, canShowHomeStages: 'none' };

/** TEMP: a company not yet registered acts only as an invited provider. */
const TEMP: PlanRules = {
  canCreateClients: 'adminIfProvider',
  canCreateProviders: 'adminIfProvider',
  canDeleteClients: 'adminIfProvider',
  canDeleteProviders: 'adminIfProvider',
  'canHandleServices.onClients': 'adminIfProvider',
  'canHandleServices.onProviders': 'adminIfProvider',
  'canValidateDocuments.whenIsClient': 'allIfProvider',
  'canValidateDocuments.whenIsProvider': 'allIfProvider',
  'canUploadDocuments.onExpedient': 'allIfProvider',
  'canUploadDocuments.onCumplimiento': 'allIfProvider',
  canDeleteDocuments: 'allIfProvider',
  canAccessVault: 'allIfProvider',
  canAccesAdministation: 'adminIfProvider',
  canAccessRiesgos: 'none',
  canAccessReport: 'allIfProvider',
  canAccessStripe: 'allIfProvider',
  canConsultService: 'all',
  canConsultDocuments: 'all',
  canCreateAdmin: 'adminIfProvider',
  canEditCompany: 'adminIfProvider',
  canInvoicePayments: 'allIfProvider',
  canHandlePlan: 'adminIfProvider',
  canShowHomeStages: 'allIfProvider',
  canUploadUpdateContract: 'allIfProvider',
  canValidateRequirementsDocs: 'allIfProvider',
};

export const PLAN_RULES = { FREE, PYME, PREMIUM, CORPORATIVO, TEMP } as const satisfies Record<Plan, PlanRules>;
