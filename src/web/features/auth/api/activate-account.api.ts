import type { TActivateAccountRequest } from '../../../../shared/contracts/account.contract';
import { apiEnvelope } from '../../../lib/api-client';

/** PUT /users/me/activate: first-time activation. Resolves to the server's message ("Activación exitosa"). */
export async function activateAccount(body: TActivateAccountRequest): Promise<string> {
  const { mensaje } = await apiEnvelope<null>('PUT', '/users/me/activate', body);
  return mensaje;
}
