import type { TCompany } from '../../../../shared/domain/company';
import { fetchAuthorizedFile } from '../../../lib/http/authorized-file';
import { getFile, putFile, sha256Hex } from '../../../offline/offline-files';
import type { FieldKit, ProfileLogo } from './field-kit';
import type { WizardDraft } from './wizard-draft';

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/*
 * The bytes sit in the files store under the company, not a generator: signing out ("forget this
 * device") deletes them with the field kit, and a new generator copies them under its own id.
 */
const fileIdOf = (pictureId: string) => `profile-logo:${pictureId}`;

/**
 * Keeps the company profile's picture on the device as the generators' logo (issue 20 §7), once
 * per picture id (a new upload has a new id). Null when the company has none, or when it is not
 * a PNG or JPEG within 2 MB, the rules of the generator logo.
 */
export async function keepProfileLogo(company: Pick<TCompany, 'id' | 'profilePictureId'>): Promise<ProfileLogo | null> {
  const pictureId = company.profilePictureId;
  if (!pictureId) return null;
  const fileId = fileIdOf(pictureId);
  const kept = await getFile(fileId);
  if (kept) return { pictureId, fileId, name: kept.name, extension: EXTENSIONS[kept.type] ?? 'png' };
  const { blob } = await fetchAuthorizedFile(`/companies/${company.id}/profilepicture`);
  const extension = EXTENSIONS[blob.type];
  if (!extension || blob.size === 0 || blob.size > LOGO_MAX_BYTES) return null;
  const name = `logo.${extension}`;
  await putFile({ id: fileId, generatorId: `company:${company.id}`, blob, name, type: blob.type, sha256: await sha256Hex(blob), width: null, height: null, createdAt: Date.now() });
  return { pictureId, fileId, name, extension };
}

/** Copies the profile logo under a new generator (works offline, from the field kit). Null without one. */
export async function copyProfileLogo(kit: Pick<FieldKit, 'providerLogo'>, draft: Pick<WizardDraft, 'id'>): Promise<ProfileLogo | null> {
  const logo = kit.providerLogo;
  const file = logo ? await getFile(logo.fileId) : undefined;
  if (!logo || !file) return null;
  const fileId = crypto.randomUUID();
  await putFile({ ...file, id: fileId, generatorId: draft.id, createdAt: Date.now() });
  return { ...logo, fileId };
}
