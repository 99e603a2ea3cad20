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

/** The list of that company, the roles' user counts and the signed-in user's own flags are stale. */
export function invalidateCompanyUsers(client: QueryClient, companyId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: managementKeys.users(companyId) }),
    client.invalidateQueries({ queryKey: managementKeys.roles(companyId) }),
    client.invalidateQueries({ queryKey: currentUserQuery().queryKey }),
    client.invalidateQueries({ queryKey: managementKeys.owned() }),
  ]);
}
