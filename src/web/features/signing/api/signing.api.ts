import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSignRequest, TSigningSession } from '../../../../shared/contracts/signatures.contract';
import { apiEnvelope } from '../../../lib/api-client';
import { buildUrl } from '../../../lib/http/fetch-envelope';

/*
 * The signer's calls are public: the mailed link's token is the only credential, so no Bearer
 * token is sent even when someone happens to be signed in on this browser.
 */
const publicCall = { auth: false } as const;
const signingKeys = { session: (token: string) => ['signing', token] as const };

/** GET /firma/{token}: who signs, the generator and how far the process is. */
export const signingSessionQuery = (token: string) =>
  queryOptions({
    queryKey: signingKeys.session(token),
    queryFn: async ({ signal }) => (await apiEnvelope<TSigningSession>('GET', `/firma/${token}`, undefined, { ...publicCall, signal })).respuesta,
    retry: false,
  });

/** The PDF to review, served to the token holder. */
export const signingDocumentUrl = (token: string) => buildUrl(`/firma/${token}/document`);

/** POST /firma/{token}/code: mails a one-time code; resolves to the server's message. */
export function useSendSigningCode(token: string) {
  return useMutation({ mutationFn: async () => (await apiEnvelope<null>('POST', `/firma/${token}/code`, undefined, publicCall)).mensaje });
}

/** POST /firma/{token}/sign; afterwards the session is reloaded (it now says "signed"). */
export function useSign(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSignRequest) => (await apiEnvelope<null>('POST', `/firma/${token}/sign`, body, publicCall)).mensaje,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signingKeys.session(token) }),
  });
}
