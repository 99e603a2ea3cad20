import type { QueryClient } from '@tanstack/react-query';
import type { TRole, TRoleRequest } from '../../../../shared/contracts/roles.contract';
import { api } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { managementKeys } from './management.keys';

/** Nuevo Rol, Editar and Borrar (Administración › Roles). */
export const roleActions = {
  create: (companyId: string, body: TRoleRequest) => api.post<TRole>(`/companies/${companyId}/roles`, body),
  update: (companyId: string, roleId: string, body: TRoleRequest) => api.put<TRole>(`/companies/${companyId}/roles/${roleId}`, body),
  remove: (companyId: string, roleId: string) => api.delete<{ id: string }>(`/companies/${companyId}/roles/${roleId}`),
};

/** A role change alters the roles list, the users' role badges and possibly the signed-in user's flags. */
export function invalidateRoles(client: QueryClient, companyId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: managementKeys.roles(companyId) }),
    client.invalidateQueries({ queryKey: managementKeys.users(companyId) }),
    client.invalidateQueries({ queryKey: currentUserQuery().queryKey }),
    client.invalidateQueries({ queryKey: managementKeys.owned() }),
  ]);
}
