import { generatorLocked, type KnownGeneratorStatus } from '../../../../shared/domain/generator';
import { listDrafts } from '../../../offline/draft-store';

/** The few fields of a wizard draft the field home lists (the wizard owns the full shape). */
export interface DeviceDraft {
  id: string;
  providerId: string;
  clientName: string;
  generatedCode: string | null;
  submittedAt: number | null;
  /** The server's last known review state: one being signed or past review is not an unsent draft. */
  serverStatus?: KnownGeneratorStatus | null;
  createdAt: number;
  updatedAt: number;
}

/** The provider's unsent drafts on this device, most recently touched first. */
export async function deviceDrafts(providerId: string | null): Promise<DeviceDraft[]> {
  const all = await listDrafts<DeviceDraft>();
  return all.filter((d) => (providerId === null || d.providerId === providerId) && !d.submittedAt && !generatorLocked(d.serverStatus)).toSorted((a, b) => b.updatedAt - a.updatedAt);
}
