import type { TLinkedCompany } from '../../../../../src/shared/contracts/company-links.contract';

/** An accepted counterpart card with nothing loaded; each test states only what it is about. */
export function linkedCompany(overrides: Partial<TLinkedCompany> = {}): TLinkedCompany {
  return {
    id: '7f1d1c1e-4c5b-4a3e-9d3f-1a2b3c4d5e61',
    name: 'Seguridad Privada SA de CV',
    rfc: 'SPR010101AB1',
    type: 'moral',
    email: '',
    generadores: false,
    status: 'ACCEPTED',
    profilePictureId: null,
    contact: null,
    repse: { status: 'NOT_LOADED', targetDate: null },
    blacklist: null,
    blacklistDetail: { listings: [], checkedAt: null },
    invitation: { pending: false, mine: false },
    updatedData: true,
    hasServices: false,
    reference: null,
    active: true,
    ...overrides,
  };
}
