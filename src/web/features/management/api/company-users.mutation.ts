import type { QueryClient } from '@tanstack/react-query';
import type { TCompanyUser, TCreateCompanyUserRequest, TUpdateCompanyUserRequest } from '../../../../shared/contracts/users.contract';
import { api } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/session/current-user.query';
import { managementKeys } from './management.keys';

/** Nuevo Usuario, Editar and Borrar (Administración › Usuarios). */
export const companyUserActions = {
  create: (companyId: string, body: TCreateCompanyUserRequest) => api.post<TCompanyUser>(`/companies/${companyId}/users`, body),
  update: (companyId: string, userId: string, body: TUpdateCompanyUserRequest) => api.patch<TCompanyUser>(`/companies/${companyId}/users/${userId}`, body),
  remove: (companyId: string, userId: string) => api.delete<{ id: string }>(`/companies/${companyId}/users/${userId}`),
};

/**
 * The users lists (a user may belong to several of the administrator's companies), the roles' user
 * counts and the signed-in user's own flags are stale.
 */
export function invalidateCompanyUsers(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: managementKeys.allUsers() }),
    client.invalidateQueries({ queryKey: managementKeys.allRoles() }),
    client.invalidateQueries({ queryKey: currentUserQuery().queryKey }),
    client.invalidateQueries({ queryKey: managementKeys.owned() }),
  ]);
}
