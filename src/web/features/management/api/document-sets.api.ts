import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import type {
  TCreateDocumentSetRequest,
  TDocumentSetSummary,
  TDocumentSetTree,
  TGroupRequest,
  TRequirementRequest,
  TStageRequest,
} from '../../../../shared/contracts/document-sets.contract';
import { DOCUMENT_SET_TEMPLATE_FILE } from '../../../../shared/domain/document-set-workbook';
import { api } from '../../../lib/api-client';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';
import { uploadWithProgress } from '../../../lib/http/upload-with-progress';
import { managementKeys } from './management.keys';

/** Query keys of Administración › Servicios. */
export const documentSetKeys = {
  all: (companyId: string) => [...managementKeys.all, 'document-sets', companyId] as const,
  list: (companyId: string, params: { search: string; sort: 'asc' | 'desc' }) => [...documentSetKeys.all(companyId), 'list', params] as const,
  tree: (companyId: string, setId: string) => [...documentSetKeys.all(companyId), 'tree', setId] as const,
};

/** GET /companies/{id}/document-sets: platform sets and the company's own, searched and sorted on the server. */
export const documentSetsQuery = (companyId: string, params: { search: string; sort: 'asc' | 'desc' } = { search: '', sort: 'asc' }) =>
  queryOptions({
    queryKey: documentSetKeys.list(companyId, params),
    queryFn: ({ signal }) => api.get<TDocumentSetSummary[]>(`/companies/${companyId}/document-sets`, { signal, query: { search: params.search.trim() || undefined, sort: params.sort } }),
    placeholderData: keepPreviousData,
  });

/** GET /companies/{id}/document-sets/{setId}: the set with its stages, groups and requirements. */
export const documentSetTreeQuery = (companyId: string, setId: string) =>
  queryOptions({
    queryKey: documentSetKeys.tree(companyId, setId),
    queryFn: ({ signal }) => api.get<TDocumentSetTree>(`/companies/${companyId}/document-sets/${setId}`, { signal }),
  });

const setPath = (companyId: string, setId: string) => `/companies/${companyId}/document-sets/${setId}`;

/** Every write of the Servicios tab; the tree edits answer the whole new tree. */
export const documentSetActions = {
  create: (companyId: string, body: TCreateDocumentSetRequest) => api.post<TDocumentSetTree>(`/companies/${companyId}/document-sets`, body),
  rename: (companyId: string, setId: string, name: string) => api.patch<TDocumentSetSummary>(setPath(companyId, setId), { name }),
  setRetired: (companyId: string, setId: string, retired: boolean) => api.put<TDocumentSetSummary>(`${setPath(companyId, setId)}/retired`, { retired }),
  remove: (companyId: string, setId: string) => api.delete<{ id: string }>(setPath(companyId, setId)),

  addStage: (companyId: string, setId: string, body: TStageRequest) => api.post<TDocumentSetTree>(`${setPath(companyId, setId)}/stages`, body),
  updateStage: (companyId: string, setId: string, stageId: string, body: TStageRequest) => api.patch<TDocumentSetTree>(`${setPath(companyId, setId)}/stages/${stageId}`, body),
  removeStage: (companyId: string, setId: string, stageId: string) => api.delete<TDocumentSetTree>(`${setPath(companyId, setId)}/stages/${stageId}`),
  orderStages: (companyId: string, setId: string, ids: string[]) => api.put<TDocumentSetTree>(`${setPath(companyId, setId)}/stages/order`, { ids }),

  addGroup: (companyId: string, setId: string, stageId: string, body: TGroupRequest) => api.post<TDocumentSetTree>(`${setPath(companyId, setId)}/stages/${stageId}/groups`, body),
  updateGroup: (companyId: string, setId: string, groupId: string, body: TGroupRequest) => api.patch<TDocumentSetTree>(`${setPath(companyId, setId)}/groups/${groupId}`, body),
  removeGroup: (companyId: string, setId: string, groupId: string) => api.delete<TDocumentSetTree>(`${setPath(companyId, setId)}/groups/${groupId}`),
  orderGroups: (companyId: string, setId: string, stageId: string, ids: string[]) => api.put<TDocumentSetTree>(`${setPath(companyId, setId)}/stages/${stageId}/groups/order`, { ids }),

  addRequirement: (companyId: string, setId: string, groupId: string, body: TRequirementRequest) => api.post<TDocumentSetTree>(`${setPath(companyId, setId)}/groups/${groupId}/requirements`, body),
  updateRequirement: (companyId: string, setId: string, requirementId: string, body: TRequirementRequest) => api.patch<TDocumentSetTree>(`${setPath(companyId, setId)}/requirements/${requirementId}`, body),
  removeRequirement: (companyId: string, setId: string, requirementId: string) => api.delete<TDocumentSetTree>(`${setPath(companyId, setId)}/requirements/${requirementId}`),
  orderRequirements: (companyId: string, setId: string, groupId: string, ids: string[]) => api.put<TDocumentSetTree>(`${setPath(companyId, setId)}/groups/${groupId}/requirements/order`, { ids }),

  uploadExampleImage: async (companyId: string, setId: string, requirementId: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return (await uploadWithProgress<TDocumentSetTree>(`${setPath(companyId, setId)}/requirements/${requirementId}/example-image`, form)).respuesta;
  },
  clearExampleImage: (companyId: string, setId: string, requirementId: string) => api.delete<TDocumentSetTree>(`${setPath(companyId, setId)}/requirements/${requirementId}/example-image`),

  /** POST …/document-sets/import: a new set from an Excel workbook (multipart: name, then file). */
  importWorkbook: async (companyId: string, name: string, file: File, onProgress?: (percent: number) => void) => {
    const form = new FormData();
    form.append('name', name);
    form.append('file', file);
    return (await uploadWithProgress<TDocumentSetTree>(`/companies/${companyId}/document-sets/import`, form, onProgress)).respuesta;
  },
  /** The blank workbook with the columns and their validation, saved under its own name. */
  downloadTemplate: async (companyId: string) => {
    const { blob, fileName } = await fetchAuthorizedFile(`/companies/${companyId}/document-sets/import/template`);
    saveBlob(blob, fileName ?? DOCUMENT_SET_TEMPLATE_FILE);
  },
};

/**
 * After a write: the tab's lists and trees, and the sets the new-service form offers (the services
 * feature's key ['services', 'types', companyId], written out here since features never import each other).
 */
export function invalidateDocumentSets(client: QueryClient, companyId: string) {
  return Promise.all([client.invalidateQueries({ queryKey: documentSetKeys.all(companyId) }), client.invalidateQueries({ queryKey: ['services', 'types', companyId] })]);
}
