import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGenerator } from '../../../../shared/contracts/generators.contract';
import { apiEnvelope } from '../../../lib/api-client';
import { generatorsAreaKeys } from './generators-area.keys';

export type GeneratorAction =
  | { kind: 'store' | 'unstore' | 'disable' | 'pay' | 'approve'; id: string }
  | { kind: 'reject'; id: string; comment: string };

function request(action: GeneratorAction) {
  switch (action.kind) {
    case 'store':
      return apiEnvelope<TGenerator>('PATCH', `/generador/${action.id}/store`, undefined);
    case 'unstore':
      return apiEnvelope<TGenerator>('PATCH', `/generador/${action.id}/unstore`, undefined);
    case 'disable':
      return apiEnvelope<TGenerator>('DELETE', `/generador/disableGenerador/${action.id}`, undefined);
    case 'pay':
      return apiEnvelope<TGenerator>('PATCH', `/generador/${action.id}/payment`, undefined);
    case 'approve':
      return apiEnvelope<TGenerator>('PATCH', `/generador/${action.id}/review`, { decision: 'APPROVED', comment: '' });
    case 'reject':
      return apiEnvelope<TGenerator>('PATCH', `/generador/${action.id}/review`, { decision: 'REJECTED', comment: action.comment });
  }
}

/** Row actions of the list. Resolves to the server's Spanish message; the lists reload afterwards. */
export function useGeneratorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: GeneratorAction) => (await request(action)).mensaje,
    onSettled: () => queryClient.invalidateQueries({ queryKey: generatorsAreaKeys.all }),
  });
}
