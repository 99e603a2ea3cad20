import type { TRenewPasswordRequest } from '../../../../shared/contracts/account.contract';
import { apiEnvelope } from '../../../lib/api-client';

/**
 * PUT /users/me/activate: first-time activation (a TActivateAccountRequest) or a new password after
 * an expiry. Resolves to the server's message ("Activación exitosa" / "Contraseña actualizada correctamente").
 */
export async function activateAccount(body: TRenewPasswordRequest): Promise<string> {
  const { mensaje } = await apiEnvelope<null>('PUT', '/users/me/activate', body);
  return mensaje;
}
