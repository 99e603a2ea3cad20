import type { TContractAnnex, TServiceContract } from '../../../shared/contracts/service-contract.contract';
import type { ContractAnnexRow, ServiceContractRow } from './contracts.repository';

const validationOf = (row: { status: ServiceContractRow['status']; validationComment: string; validatedAt: Date | null }) => ({
  status: row.status,
  comments: row.validationComment,
  date: row.validatedAt?.toISOString() ?? null,
});

export const toAnnexDto = (row: ContractAnnexRow): TContractAnnex => ({ uid: row.id, name: row.name, fileId: row.fileId, createdAt: row.createdAt.toISOString(), validationStatus: validationOf(row) });

export function toContractDto(row: ServiceContractRow, annexes: readonly ContractAnnexRow[], providerCompanyId: string): TServiceContract {
  return {
    id: row.id,
    fileId: row.fileId,
    name: row.name,
    beginDate: row.beginDate,
    expirationDate: row.expirationDate,
    currency: row.currency,
    amount: row.amount === null ? null : Number(row.amount),
    employees: row.employees,
    cfdiFrequency: row.cfdiFrequency,
    sendDate: row.sendDate,
    paymentStartDay: row.paymentStartDay,
    validationStatus: validationOf(row),
    folderId: row.folderId,
    providerCompanyId,
    appendixs: annexes.map(toAnnexDto),
    updatedAt: row.updatedAt.toISOString(),
  };
}
