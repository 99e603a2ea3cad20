import { get, set } from 'idb-keyval';
import { offlineStores } from '../../../offline/offline-db';
import { getFile, putFile } from '../../../offline/offline-files';
import type { WizardDraft } from './wizard-draft';

/** The last provider logo saved on this device for a company (its bytes stay in the files store). */
export interface RememberedLogo {
  fileId: string;
  name: string;
  extension: string;
}

/*
 * Kept next to the field kit, so signing out (which forgets the device's kit) forgets it too.
 * The key cannot clash with the kit's own ('current').
 */
const key = (providerId: string) => `logo:${providerId}`;

export const rememberLogo = (providerId: string, logo: RememberedLogo) => set(key(providerId), logo, offlineStores().fieldKit);

export const readRememberedLogo = (providerId: string) => get<RememberedLogo>(key(providerId), offlineStores().fieldKit);

/**
 * Issue 10 §5: a new generator starts with the company's last logo instead of asking for it again.
 * The bytes are copied under the new generator, so each generator's upload stands on its own.
 * Null when this company never saved a logo here or its bytes are gone.
 */
export async function copyRememberedLogo(draft: Pick<WizardDraft, 'id' | 'providerId'>): Promise<RememberedLogo | null> {
  const logo = await readRememberedLogo(draft.providerId);
  const file = logo ? await getFile(logo.fileId) : undefined;
  if (!logo || !file) return null;
  const fileId = crypto.randomUUID();
  await putFile({ ...file, id: fileId, generatorId: draft.id, createdAt: Date.now() });
  return { fileId, name: logo.name, extension: logo.extension };
}
