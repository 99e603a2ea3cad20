import { Badge, Group } from '@mantine/core';
import type { TCompanyUser } from '../../../../shared/contracts/users.contract';
import type { MemberRole } from '../../../../shared/domain/enums';

const BUILTIN_COLOR = { Administrador: 'indigo', Colaborador: 'teal', Lector: 'gray' } as const satisfies Record<MemberRole, string>;

/** The Roles column: the built-in roles and the custom roles of the company of the list, each in its colour. */
export function RoleBadges({ user, companyId }: { user: Pick<TCompanyUser, 'kivitRolList' | 'customRoles'>; companyId: string }) {
  return (
    <Group gap={6} wrap="wrap">
      {user.kivitRolList.map((role) => (
        <Badge key={role} variant="light" color={BUILTIN_COLOR[role]}>
          {role}
        </Badge>
      ))}
      {user.customRoles
        .filter((r) => r.companyId === companyId)
        .map((r) => (
          <Badge key={r.id} variant="filled" color={r.color} autoContrast>
            {r.name}
          </Badge>
        ))}
    </Group>
  );
}
