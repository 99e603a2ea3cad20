import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTRACT_UPLOAD_FIELDS, type TContractAnnex, type TContractData, type TContractUploadFields, type TContractValidation, type TPayrollData, type TServiceContract, type TServiceContractView } from '../../../../shared/contracts/service-contract.contract';
import { api, apiEnvelope } from '../../../lib/api-client';
import { fetchAuthorizedFile } from '../../../lib/http/authorized-file';
import { uploadWithProgress } from '../../../lib/http/upload-with-progress';
import { serviceStagesKeys } from './service-stages.keys';

const contractKey = (serviceId: string) => [...serviceStagesKeys.service(serviceId), 'contract'] as const;

/** GET /services/{id}/contracts: the contract (null before the first upload), its annexes and the viewer's rights. */
export const serviceContractQuery = (serviceId: string) =>
  queryOptions({
    queryKey: contractKey(serviceId),
    queryFn: ({ signal }) => api.get<TServiceContractView>(`/services/${serviceId}/contracts`, { signal }),
  });

/** The bytes of the contract or an annex (bearer token needed); each fetch is a READ in the ledger. */
export const contractFileQuery = (serviceId: string, fileId: string) =>
  queryOptions({
    queryKey: [...contractKey(serviceId), 'file', fileId],
    queryFn: async ({ signal }) => (await fetchAuthorizedFile(`/services/${serviceId}/contracts/files/${fileId}`, { signal })).blob,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });

export type ContractAction =
  | { kind: 'upload'; fields: TContractUploadFields; file: File; onProgress?: (percent: number) => void }
  | { kind: 'annex'; name: string; file: File; onProgress?: (percent: number) => void }
  | { kind: 'data'; body: TContractData }
  | { kind: 'payroll'; body: TPayrollData }
  | { kind: 'validate'; body: TContractValidation }
  | { kind: 'validate-annex'; annexId: string; body: TContractValidation };

async function send(serviceId: string, action: ContractAction): Promise<string> {
  const base = `/services/${serviceId}`;
  switch (action.kind) {
    case 'upload': {
      // The data travels before the file: the server reads the fields sent ahead of it.
      const form = new FormData();
      for (const name of CONTRACT_UPLOAD_FIELDS) {
        const value = action.fields[name];
        if (value !== undefined) form.append(name, String(value));
      }
      form.append('file', action.file, action.file.name);
      return (await uploadWithProgress<TServiceContract>(`${base}/contracts/add`, form, action.onProgress)).mensaje;
    }
    case 'annex': {
      // The name travels before the file: the server reads the fields sent ahead of it.
      const form = new FormData();
      form.append('name', action.name);
      form.append('file', action.file, action.file.name);
      return (await uploadWithProgress<TContractAnnex>(`${base}/appendixs/add`, form, action.onProgress)).mensaje;
    }
    case 'data':
      return (await apiEnvelope<TServiceContract>('PUT', `${base}/contracts/update`, action.body)).mensaje;
    case 'payroll':
      return (await apiEnvelope<TServiceContract>('PUT', `${base}/nominas/update`, action.body)).mensaje;
    case 'validate':
      return (await apiEnvelope<TServiceContract>('PUT', `${base}/contracts/validate`, action.body)).mensaje;
    case 'validate-annex':
      return (await apiEnvelope<TContractAnnex>('PUT', `${base}/appendixs/${action.annexId}`, action.body)).mensaje;
  }
}

/** Every change to the contract; resolves to the server's Spanish message and reloads the contract. */
export function useContractAction(serviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ContractAction) => send(serviceId, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKey(serviceId) }),
  });
}
