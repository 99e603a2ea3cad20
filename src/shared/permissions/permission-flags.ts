import type { InvitedAs, MemberRole, Plan } from '../domain/enums';

/** The permission flags of spec 1 §3, spelled as the spec spells them. */
export interface TPermissionFlags {
  canCreateClients: boolean;
  canCreateProviders: boolean;
  canDeleteClients: boolean;
  canDeleteProviders: boolean;
  canHandleServices: { onClients: boolean; onProviders: boolean };
  canValidateDocuments: { whenIsClient: boolean; whenIsProvider: boolean };
  canUploadDocuments: { onExpedient: boolean; onCumplimiento: boolean };
  canDeleteDocuments: boolean;
  canAccessVault: boolean;
  canAccesAdministation: boolean;
  canAccessRiesgos: boolean;
  canAccessReport: boolean;
  canAccessStripe: boolean;
  canConsultService: boolean;
  canConsultDocuments: boolean;
  canCreateAdmin: boolean;
  canEditCompany: boolean;
  canInvoicePayments: boolean;
  canHandlePlan: boolean;
  canShowHomeStages: boolean;
  canUploadUpdateContract: boolean;
  canValidateRequirementsDocs: boolean;
}

/** Flattened flag names, e.g. `canHandleServices.onClients`. */
export type PermissionKey =
  | Exclude<keyof TPermissionFlags, 'canHandleServices' | 'canValidateDocuments' | 'canUploadDocuments'>
  | `canHandleServices.${keyof TPermissionFlags['canHandleServices']}`
  | `canValidateDocuments.${keyof TPermissionFlags['canValidateDocuments']}`
  | `canUploadDocuments.${keyof TPermissionFlags['canUploadDocuments']}`;

export interface PermissionSubject {
  plan: Plan;
  role: MemberRole | null;
  reviewer: boolean;
  invitedAs: InvitedAs;
  invited: boolean;
  /**
   * The grants of the member's custom role, if any: the plan's rules are then narrowed to these
   * keys (plan limits ∩ role grants). Null or absent: the built-in role alone decides.
   */
  grants?: readonly string[] | null;
}
