/** A service contract's and annex's review state (as documents: under review, accepted, rejected). */
export const CONTRACT_STATUSES = ['REVIEW', 'ACCEPTED', 'REJECTED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** Spec 2 §5: currency MXN (label MX$) or USD, default MXN. */
export const CONTRACT_CURRENCIES = ['MXN', 'USD'] as const;
export type ContractCurrency = (typeof CONTRACT_CURRENCIES)[number];

/**
 * The status dot of the contract summary: green when accepted and in force, amber under review or
 * without data, red when rejected or expired. `today` is an ISO date (yyyy-mm-dd).
 */
export type ContractDot = 'green' | 'yellow' | 'red' | 'gray';
export function contractDot(contract: { status: ContractStatus; expirationDate: string | null } | null, today: string): ContractDot {
  if (!contract) return 'gray';
  if (contract.status === 'REJECTED') return 'red';
  if (contract.expirationDate && contract.expirationDate < today) return 'red';
  if (contract.status === 'ACCEPTED' && contract.expirationDate) return 'green';
  return 'yellow';
}
