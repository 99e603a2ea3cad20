import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { TAuditEntry } from '../../../../shared/contracts/management-security.contract';
import { api } from '../../../lib/api-client';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/http/authorized-file';
import { BITACORA_TEXTOS } from '../../../../shared/labels/management-security';
import { securityKeys } from './security.keys';

export interface AuditFilters {
  from: string;
  to: string;
  action: string;
  /** The user whose lines to show ('' for all). */
  userId: string;
}

const queryOf = (filters: AuditFilters) => ({ from: filters.from || undefined, to: filters.to || undefined, action: filters.action || undefined, userId: filters.userId || undefined });

/** GET /companies/{id}/audit-log: newest first, 50 at a time by cursor. */
export const auditLogQuery = (companyId: string, filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [...securityKeys.auditLog(companyId), filters] as const,
    queryFn: ({ pageParam, signal }) =>
      api.get<{ items: TAuditEntry[]; nextCursor: number | null }>(`/companies/${companyId}/audit-log`, { signal, query: { ...queryOf(filters), cursor: pageParam || undefined } }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

/** The xlsx of the same filters, saved through the browser. */
export async function exportAuditLog(companyId: string, filters: AuditFilters) {
  const { blob, fileName } = await fetchAuthorizedFile(`/companies/${companyId}/audit-log/export`, { query: queryOf(filters) });
  saveBlob(blob, fileName ?? BITACORA_TEXTOS.archivo(new Date().toISOString().slice(0, 10)));
}
