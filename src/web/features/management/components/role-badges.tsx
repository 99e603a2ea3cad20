import { Badge, Group } from '@mantine/core';
import type { TCompanyUser } from '../../../../shared/contracts/users.contract';

/** The Roles column: the built-in role and, when assigned, the custom role in its colour. */
export function RoleBadges({ user }: { user: Pick<TCompanyUser, 'role' | 'customRole'> }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color={user.role === 'Administrador' ? 'indigo' : user.role === 'Colaborador' ? 'teal' : 'gray'}>
        {user.role}
      </Badge>
      {user.customRole ? (
        <Badge variant="filled" color={user.customRole.color} autoContrast>
          {user.customRole.name}
        </Badge>
      ) : null}
    </Group>
  );
}
