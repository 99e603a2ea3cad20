import type { z } from 'zod';
import { type TGeneratorSummary, ZGeneratorSummary } from '../../../../shared/contracts/catalogues.contract';
import type { TGenerator, ZGeneralForm, ZGeolocationForm, ZSupervisorForm } from '../../../../shared/contracts/generators.contract';
import type { KnownGeneratorStatus, PhotoList } from '../../../../shared/domain/generator';
import type { CalculatorWork } from '../../../components/catalogue-calculator/calculator-work';

export type GeneralValues = z.input<typeof ZGeneralForm>;
export type SupervisorValues = z.input<typeof ZSupervisorForm>;
export type GeolocationValues = z.input<typeof ZGeolocationForm>;

export interface DraftPhoto {
  id: string;
  list: PhotoList;
  ns: string;
  activities: string;
  sha256: string | null;
  /** false when the photo came from the server and its bytes are not on this device. */
  local: boolean;
}

export type WizardTab = 'general' | 'geolocation' | 'photographic' | 'attachments';

/** Everything typed in the wizard for one generator, autosaved to IndexedDB. */
export interface WizardDraft {
  id: string;
  clientId: string;
  clientName: string;
  providerId: string;
  providerName: string;
  providerRfc: string;
  generatedCode: string | null;
  createdAt: number;
  updatedAt: number;
  general: Partial<GeneralValues>;
  supervisor: Partial<SupervisorValues>;
  geolocation: Partial<GeolocationValues>;
  ont: string;
  photos: DraftPhoto[];
  /**
   * `reused`: copied from the company's last generator on this device (issue 10 §5);
   * `fromProfile`: copied from the company profile's logo kept in the field kit.
   */
  logo: { fileId: string; name: string; reused?: boolean; fromProfile?: boolean } | null;
  attached: { fileId: string; name: string } | null;
  /** The catalogue summary (spec 3 §3); absent in drafts saved before the calculator existed. */
  summary?: TGeneratorSummary | null;
  /** Calculator selections not saved yet (issue 10 §4): reopening the calculator finds them. */
  calculator?: CalculatorWork | null;
  /** 'server': brought from the server (started on another device); absent for drafts made here. */
  origin?: 'device' | 'server';
  /** The server's last known review state (absent before the server ever answered): it makes the wizard read-only, also offline. */
  serverStatus?: KnownGeneratorStatus | null;
  accepted: boolean;
  submittedAt: number | null;
  step: 0 | 1;
  tab: WizardTab;
}

export function emptyGeneral(clientName: string): Partial<GeneralValues> {
  return {
    clientName,
    csp: '',
    idPlace: '',
    cot: '',
    cuenta: '',
    serviceOfferedIdList: [],
    startDate: '',
    endDate: '',
    idSupplier: '',
    idSap: '',
    district: '',
    cluster: '',
    city: '',
    state: '',
    address: '',
    projectName: '',
  };
}

export const EMPTY_SUPERVISOR: Partial<SupervisorValues> = {
  name: '',
  lastName: '',
  motherLastName: '',
  phone: '',
  email: '',
  listRegions: '',
  listResponsible: '',
  phoneResponsible: '',
  emailResponsible: '',
  emailManager: '',
};

/**
 * The supervisor step starts with the signed-in user (issue 20 §7): the last two words of the
 * complete name are the surnames, as Mexican names are written; everything stays editable.
 */
export function supervisorFromUser(user: { completeName: string; email: string }): Partial<SupervisorValues> {
  const words = user.completeName.trim().split(/\s+/).filter(Boolean);
  const surnames = words.length >= 3 ? 2 : words.length - 1;
  const [lastName = '', motherLastName = ''] = surnames > 0 ? words.slice(-surnames) : [];
  return { name: words.slice(0, words.length - Math.max(surnames, 0)).join(' '), lastName, motherLastName, email: user.email };
}

export function newDraft(input: { id: string; clientId: string; clientName: string; providerId: string; providerName: string; providerRfc: string }, now = Date.now()): WizardDraft {
  return {
    ...input,
    generatedCode: null,
    createdAt: now,
    updatedAt: now,
    general: emptyGeneral(input.clientName),
    supervisor: { ...EMPTY_SUPERVISOR },
    geolocation: { date: new Date(now).toISOString().slice(0, 10), address: '', code: '', name: '', folioTracker: '', finalImageId: null },
    ont: '',
    photos: [],
    logo: null,
    attached: null,
    summary: null,
    calculator: null,
    origin: 'device',
    accepted: false,
    submittedAt: null,
    step: 0,
    tab: 'general',
  };
}

/** Editing a DRAFT that is not on this device: start from what the server has. */
export function draftFromServer(generator: TGenerator, now = Date.now()): WizardDraft {
  const base = newDraft(
        { id: generator.id, clientId: generator.clientCompanyId, clientName: generator.clientName, providerId: generator.providerCompanyId, providerName: generator.providerName, providerRfc: generator.rfc },
        now,
      );
  const photos = (['beforeList', 'duringList', 'endList'] as const).flatMap((list) =>
    generator.photographic[list].map((p) => ({ id: p.imageId, list, ns: p.ns, activities: p.activities, sha256: null, local: false })),
  );
  return {
    ...base,
    generatedCode: generator.generatedCode,
    origin: 'server',
    serverStatus: { status: generator.status, signing: generator.signing !== null },
    general: generator.general ?? base.general,
    supervisor: generator.supervisor ?? base.supervisor,
    geolocation: generator.geolocation ?? base.geolocation,
    ont: generator.photographic.ont,
    photos,
    logo: generator.providerLogoId ? { fileId: generator.providerLogoId, name: '' } : null,
    attached: generator.attachedFileId ? { fileId: generator.attachedFileId, name: '' } : null,
    summary: generator.summary ? (ZGeneratorSummary.safeParse(generator.summary).data ?? null) : null,
  };
}

export function photographicBody(draft: Pick<WizardDraft, 'ont' | 'photos'>) {
  const item = (p: DraftPhoto) => ({ imageId: p.id, ns: p.ns, activities: p.activities });
  return {
    ont: draft.ont,
    beforeList: draft.photos.filter((p) => p.list === 'beforeList').map(item),
    duringList: draft.photos.filter((p) => p.list === 'duringList').map(item),
    endList: draft.photos.filter((p) => p.list === 'endList').map(item),
  };
}
