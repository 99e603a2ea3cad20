import type { QueryClient } from '@tanstack/react-query';
import type { TCounterpartSettings, TUpdateCounterpartRequest } from '../../../../shared/contracts/counterpart-settings.contract';
import type { TCompanyInitRequest } from '../../../../shared/contracts/invitations.contract';
import type { CounterpartSide } from '../../../../shared/labels/counterparts';
import { api, apiEnvelope } from '../../../lib/api-client';
import { counterpartsKeys } from './counterparts.keys';

const guestSide = (side: CounterpartSide) => (side === 'providers' ? 'provider' : 'client');

/** The calls of the cards and the add dialog (spec 2 §7 collaborators and BPM calls). */
export const counterpartActions = {
  invite: (companyId: string, side: CounterpartSide, guestId: string) => api.post(`/bpm/companies/colaboration/${companyId}`, { guestId, side: guestSide(side) }),
  answer: (companyId: string, hostId: string, accepted: boolean) =>
    api.patch(`/bpm/companies/colaboration/${companyId}?invitationResponse=${accepted}`, { hostId }),
  cancel: (companyId: string, guestId: string) => apiEnvelope('DELETE', `/bpm/companies/request/${companyId}`, { guestId }),
  remove: (companyId: string, side: CounterpartSide, otherId: string) => api.delete(`/companies/${companyId}/${side}/${otherId}`),
  update: (companyId: string, side: CounterpartSide, otherId: string, body: TUpdateCounterpartRequest) =>
    api.patch<TCounterpartSettings>(`/companies/${companyId}/${side}/${otherId}`, body),
  init: (body: TCompanyInitRequest) => api.post<{ id: string; userId: string }>('/companies/init', body),
};

/** After any change the lists and the picker of that company are stale. */
export function invalidateCounterparts(client: QueryClient, companyId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: counterpartsKeys.list(companyId, 'providers') }),
    client.invalidateQueries({ queryKey: counterpartsKeys.list(companyId, 'clients') }),
    client.invalidateQueries({ queryKey: counterpartsKeys.candidates(companyId, 'providers') }),
    client.invalidateQueries({ queryKey: counterpartsKeys.candidates(companyId, 'clients') }),
  ]);
}
