import { describe, expect, it } from 'vitest';
import type { InvitedAs, MemberRole, Plan } from '../../../../src/shared/domain/enums';
import { computePermissions, menuEntries, mayHandleServices, mayValidateDocuments, roleMayHandleDocuments, skipsPayment, type PermissionKey, type PermissionSubject } from '../../../../src/shared/permissions';

/**
 * Every plan × role × invitedAs × invited combination, checked against spec 1 §6 written out as
 * 16-character patterns. Column order: for each of Administrador, Colaborador, Lector and
 * Colaborador with the reviewer role → (client, not invited) (client, invited) (provider, not invited) (provider, invited).
 */
const ROLES: { role: MemberRole; reviewer: boolean }[] = [
  { role: 'Administrador', reviewer: false },
  { role: 'Colaborador', reviewer: false },
  { role: 'Lector', reviewer: false },
  { role: 'Colaborador', reviewer: true },
];
const SITUATIONS: { invitedAs: InvitedAs; invited: boolean }[] = [
  { invitedAs: 'client', invited: false },
  { invitedAs: 'client', invited: true },
  { invitedAs: 'provider', invited: false },
  { invitedAs: 'provider', invited: true },
];

const ALL = '1111111111111111';
const NONE = '0000000000000000';
const ADMIN = '1111000000000000';
const ADMIN_OR_REVIEWER = '1111000000001111';
const NOT_INVITED = '1010101010101010';
const PROVIDER = '0011001100110011';
const ADMIN_PROVIDER = '0011000000000000';

type Table = Record<PermissionKey, string>;

const PREMIUM: Table = {
  canCreateClients: NONE, canCreateProviders: NONE, canDeleteClients: NONE, canDeleteProviders: NONE,
  'canHandleServices.onClients': NONE, 'canHandleServices.onProviders': NONE,
  'canValidateDocuments.whenIsClient': ALL, 'canValidateDocuments.whenIsProvider': ALL,
  'canUploadDocuments.onExpedient': ADMIN_OR_REVIEWER, 'canUploadDocuments.onCumplimiento': ADMIN_OR_REVIEWER, canDeleteDocuments: ADMIN_OR_REVIEWER,
  canAccessVault: ALL, canAccesAdministation: ADMIN, canAccessRiesgos: NOT_INVITED, canAccessReport: ALL, canAccessStripe: ALL,
  canConsultService: ALL, canConsultDocuments: ALL, canCreateAdmin: ALL, canEditCompany: ADMIN, canInvoicePayments: ALL,
  canHandlePlan: NONE, canShowHomeStages: ALL, canUploadUpdateContract: ALL, canValidateRequirementsDocs: ALL,
};

const EXPECTED: Record<Plan, Table> = {
  PREMIUM,
  FREE: { ...PREMIUM, canShowHomeStages: NONE },
  PYME: {
    ...PREMIUM,
    canCreateClients: ADMIN, canDeleteClients: ADMIN, 'canHandleServices.onClients': ADMIN,
    'canValidateDocuments.whenIsClient': NONE, 'canValidateDocuments.whenIsProvider': NONE,
    canAccessRiesgos: NONE, canEditCompany: ALL, canHandlePlan: ALL,
  },
  CORPORATIVO: {
    ...PREMIUM,
    canCreateClients: ADMIN, canCreateProviders: ADMIN, canDeleteClients: ADMIN, canDeleteProviders: ADMIN,
    'canHandleServices.onClients': ADMIN, 'canHandleServices.onProviders': ADMIN,
    'canValidateDocuments.whenIsClient': ADMIN_OR_REVIEWER,
    'canUploadDocuments.onExpedient': ALL, 'canUploadDocuments.onCumplimiento': ALL, canDeleteDocuments: ALL, canEditCompany: ALL,
  },
  TEMP: {
    canCreateClients: ADMIN_PROVIDER, canCreateProviders: ADMIN_PROVIDER, canDeleteClients: ADMIN_PROVIDER, canDeleteProviders: ADMIN_PROVIDER,
    'canHandleServices.onClients': ADMIN_PROVIDER, 'canHandleServices.onProviders': ADMIN_PROVIDER,
    'canValidateDocuments.whenIsClient': PROVIDER, 'canValidateDocuments.whenIsProvider': PROVIDER,
    'canUploadDocuments.onExpedient': PROVIDER, 'canUploadDocuments.onCumplimiento': PROVIDER, canDeleteDocuments: PROVIDER,
    canAccessVault: PROVIDER, canAccesAdministation: ADMIN_PROVIDER, canAccessRiesgos: NONE, canAccessReport: PROVIDER, canAccessStripe: PROVIDER,
    canConsultService: ALL, canConsultDocuments: ALL, canCreateAdmin: ADMIN_PROVIDER, canEditCompany: ADMIN_PROVIDER, canInvoicePayments: PROVIDER,
    canHandlePlan: ADMIN_PROVIDER, canShowHomeStages: PROVIDER, canUploadUpdateContract: PROVIDER, canValidateRequirementsDocs: PROVIDER,
  },
};

function flagValue(flags: ReturnType<typeof computePermissions>, key: PermissionKey): boolean {
  const [outer, inner] = key.split('.') as [keyof typeof flags, string | undefined];
  const value = flags[outer];
  return typeof value === 'boolean' ? value : (value as Record<string, boolean>)[inner ?? ''] ?? false;
}

describe('permisos por plan × rol × invitedAs × invitado (spec 1 §6)', () => {
  for (const [plan, table] of Object.entries(EXPECTED) as [Plan, Table][]) {
    it(`plan ${plan}: cada bandera en las 16 combinaciones`, () => {
      const actual: Partial<Table> = {};
      for (const key of Object.keys(table) as PermissionKey[]) {
        let pattern = '';
        for (const { role, reviewer } of ROLES) {
          for (const situation of SITUATIONS) pattern += flagValue(computePermissions({ plan, role, reviewer, ...situation }), key) ? '1' : '0';
        }
        actual[key] = pattern;
      }
      expect(actual).toEqual(table);
    });
  }
});

describe('reglas derivadas', () => {
  const subject = (plan: Plan, invitedAs: InvitedAs, invited = false, role: MemberRole = 'Administrador'): PermissionSubject => ({ plan, role, reviewer: false, invitedAs, invited });

  it('solo Administrador y Colaborador suben o borran documentos', () => {
    expect([roleMayHandleDocuments('Administrador'), roleMayHandleDocuments('Colaborador'), roleMayHandleDocuments('Lector'), roleMayHandleDocuments(null)]).toEqual([true, true, false, false]);
  });

  it('un proveedor maneja servicios con onProviders; un cliente solo en CORPORATIVO', () => {
    const handles = (s: PermissionSubject) => mayHandleServices(computePermissions(s), s);
    expect(handles(subject('CORPORATIVO', 'client'))).toBe(true);
    expect(handles(subject('CORPORATIVO', 'provider'))).toBe(true);
    expect(handles(subject('PYME', 'client'))).toBe(false);
    expect(handles(subject('TEMP', 'provider'))).toBe(true);
    expect(handles(subject('TEMP', 'client'))).toBe(false);
  });

  it('CORPORATIVO siempre valida; los demás según la ruta de proveedores (whenIsClient) o no (whenIsProvider)', () => {
    const reader = subject('CORPORATIVO', 'client', false, 'Lector');
    expect(mayValidateDocuments(computePermissions(reader), reader, false)).toBe(true);
    const pyme = subject('PYME', 'client');
    expect(mayValidateDocuments(computePermissions(pyme), pyme, true)).toBe(false);
    const premium = subject('PREMIUM', 'client');
    expect(mayValidateDocuments(computePermissions(premium), premium, true)).toBe(true);
  });

  it('omiten el pago: invitados como cliente, PREMIUM y CORPORATIVO', () => {
    expect(skipsPayment({ plan: 'FREE', invitedAs: 'client', invited: true })).toBe(true);
    expect(skipsPayment({ plan: 'FREE', invitedAs: 'provider', invited: true })).toBe(false);
    expect(skipsPayment({ plan: 'PREMIUM', invitedAs: 'provider', invited: false })).toBe(true);
    expect(skipsPayment({ plan: 'CORPORATIVO', invitedAs: 'client', invited: false })).toBe(true);
    expect(skipsPayment({ plan: 'PYME', invitedAs: 'client', invited: false })).toBe(false);
  });

  it('los proveedores solo ven Inicio en el menú', () => {
    const provider = subject('CORPORATIVO', 'provider');
    expect(menuEntries(computePermissions(provider), provider)).toEqual(['home']);
    const client = subject('CORPORATIVO', 'client');
    expect(menuEntries(computePermissions(client), client)).toEqual(['home', 'vault', 'management']);
    const reader = subject('CORPORATIVO', 'client', false, 'Lector');
    expect(menuEntries(computePermissions(reader), reader)).toEqual(['home', 'vault']);
  });
});
