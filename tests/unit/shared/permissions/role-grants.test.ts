import { describe, expect, it } from 'vitest';
import { computePermissions, keysOfGroup, PERMISSION_GROUPS, PERMISSION_KEYS, type PermissionSubject } from '../../../../src/shared/permissions';

const admin: PermissionSubject = { plan: 'CORPORATIVO', role: 'Administrador', reviewer: false, invitedAs: 'client', invited: false };

describe('roles personalizados: lo que permite el plan ∩ lo que concede el rol', () => {
  it('sin rol personalizado (null o ausente) da exactamente lo de hoy', () => {
    expect(computePermissions({ ...admin, grants: null })).toEqual(computePermissions(admin));
  });

  it('un rol con todos los permisos no cambia nada; uno sin permisos lo apaga todo', () => {
    expect(computePermissions({ ...admin, grants: PERMISSION_KEYS })).toEqual(computePermissions(admin));
    const none = computePermissions({ ...admin, grants: [] });
    expect(Object.values(none).flatMap((v) => (typeof v === 'boolean' ? [v] : Object.values(v))).every((v) => v === false)).toBe(true);
  });

  it('quita solo lo que el rol no concede y nunca da lo que el plan niega', () => {
    const flags = computePermissions({ ...admin, grants: PERMISSION_KEYS.filter((k) => k !== 'canAccessVault') });
    expect(flags.canAccessVault).toBe(false);
    expect(flags.canCreateProviders).toBe(true);
    const free = computePermissions({ ...admin, plan: 'FREE', grants: PERMISSION_KEYS });
    expect(free.canCreateProviders).toBe(false);
    const reader = computePermissions({ ...admin, role: 'Lector', grants: PERMISSION_KEYS });
    expect(reader.canAccesAdministation).toBe(false);
  });

  it('cada permiso pertenece a un solo grupo', () => {
    const grouped = PERMISSION_GROUPS.flatMap(keysOfGroup);
    expect(grouped.toSorted()).toEqual(PERMISSION_KEYS.toSorted());
  });
});
