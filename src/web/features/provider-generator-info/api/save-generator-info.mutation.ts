import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateProviderGeneratorInfoRequest } from '../../../../shared/contracts/provider-generator-info.contract';
import { generatorInfoKeys, saveGeneratorInfo } from '../../../components/provider-generator-info/generator-info.api';

/** PATCH /additional/generadoresInfo; every cached view of the records is refreshed after it. */
export function useSaveGeneratorInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProviderGeneratorInfoRequest) => saveGeneratorInfo(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: generatorInfoKeys.all }),
  });
}
