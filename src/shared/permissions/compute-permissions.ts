import type { MemberRole } from '../domain/enums';
import type { PermissionKey, PermissionSubject, TPermissionFlags } from './permission-flags';
import { PLAN_RULES, type Rule } from './plan-rules';

function allows(rule: Rule, subject: PermissionSubject): boolean {
  const admin = subject.role === 'Administrador';
  const provider = subject.invitedAs === 'provider';
  switch (rule) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'admin':
      return admin;
    case 'adminOrReviewer':
      return admin || subject.reviewer;
    case 'allIfNotInvited':
      return !subject.invited;
    case 'allIfProvider':
      return provider;
    case 'adminIfProvider':
      return admin && provider;
  }
}

/** Plan × role × invitedAs × invited → the permission flags (spec 1 §6). Pure; recompute on company change. */
export function computePermissions(subject: PermissionSubject): TPermissionFlags {
  const rules = PLAN_RULES[subject.plan];
  const granted = subject.grants ? new Set<string>(subject.grants) : null;
  const may = (key: PermissionKey) => allows(rules[key], subject) && (granted === null || granted.has(key));
  return {
    canCreateClients: may('canCreateClients'),
    canCreateProviders: may('canCreateProviders'),
    canDeleteClients: may('canDeleteClients'),
    canDeleteProviders: may('canDeleteProviders'),
    canHandleServices: { onClients: may('canHandleServices.onClients'), onProviders: may('canHandleServices.onProviders') },
    canValidateDocuments: { whenIsClient: may('canValidateDocuments.whenIsClient'), whenIsProvider: may('canValidateDocuments.whenIsProvider') },
    canUploadDocuments: { onExpedient: may('canUploadDocuments.onExpedient'), onCumplimiento: may('canUploadDocuments.onCumplimiento') },
    canDeleteDocuments: may('canDeleteDocuments'),
    canAccessVault: may('canAccessVault'),
    canAccesAdministation: may('canAccesAdministation'),
    canAccessRiesgos: may('canAccessRiesgos'),
    canAccessReport: may('canAccessReport'),
    canAccessStripe: may('canAccessStripe'),
    canConsultService: may('canConsultService'),
    canConsultDocuments: may('canConsultDocuments'),
    canCreateAdmin: may('canCreateAdmin'),
    canEditCompany: may('canEditCompany'),
    canInvoicePayments: may('canInvoicePayments'),
    canHandlePlan: may('canHandlePlan'),
    canShowHomeStages: may('canShowHomeStages'),
    canUploadUpdateContract: may('canUploadUpdateContract'),
    canValidateRequirementsDocs: may('canValidateRequirementsDocs'),
  };
}

/** Only Administrador and Colaborador upload or delete documents, whatever the plan allows (spec 2 §6). */
export function roleMayHandleDocuments(role: MemberRole | null): boolean {
  return role === 'Administrador' || role === 'Colaborador';
}

/** Handling services: a provider needs onProviders; a client only in CORPORATIVO with onProviders (spec 1 §6). */
export function mayHandleServices(flags: TPermissionFlags, subject: PermissionSubject): boolean {
  if (subject.invitedAs === 'provider') return flags.canHandleServices.onProviders;
  return subject.plan === 'CORPORATIVO' && flags.canHandleServices.onProviders;
}

/** Validation on the providers' stages uses whenIsClient, elsewhere whenIsProvider; CORPORATIVO always may. */
export function mayValidateDocuments(flags: TPermissionFlags, subject: PermissionSubject, onProvidersPath: boolean): boolean {
  if (subject.plan === 'CORPORATIVO') return true;
  return onProvidersPath ? flags.canValidateDocuments.whenIsClient : flags.canValidateDocuments.whenIsProvider;
}

/** Clients invited as client and PREMIUM or CORPORATIVO plans skip the payment page. */
export function skipsPayment(subject: Pick<PermissionSubject, 'plan' | 'invitedAs' | 'invited'>): boolean {
  return subject.plan === 'PREMIUM' || subject.plan === 'CORPORATIVO' || (subject.invited && subject.invitedAs === 'client');
}

/** Top-bar menu: providers see only Inicio (spec 1 §2). */
export function menuEntries(flags: TPermissionFlags, subject: PermissionSubject): ('home' | 'vault' | 'management')[] {
  if (subject.invitedAs === 'provider') return ['home'];
  return [
    'home',
    ...(flags.canAccessVault ? (['vault'] as const) : []),
    ...(flags.canAccesAdministation ? (['management'] as const) : []),
  ];
}
