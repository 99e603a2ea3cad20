import type { TGeneratorSummary } from '../../../../shared/contracts/catalogues.contract';
import type { TGeneralForm, TGeolocationForm, TSupervisorForm } from '../../../../shared/contracts/generators.contract';
import type { PhotoList } from '../../../../shared/domain/generator';
import { OPERACIONES_OUTBOX as OP } from '../../../../shared/labels/offline';
import { GENERATOR_SCOPE } from '../../../offline/handlers/generator-outbox.handler';
import type { OutboxScope } from '../../../offline/outbox-entry';
import { cancelUnsent } from '../../../offline/outbox-store';
import { enqueueAndSync } from '../../../offline/sync-runtime';
import { photographicBody, type WizardDraft } from './wizard-draft';

/*
 * Every server change of the wizard goes through the outbox (ARCHITECTURE §4), in the order the
 * server needs: creation first, photos before the list that orders them, the signature process last.
 * PATCH targets coalesce (only the newest pending state travels).
 */
type Target = Pick<WizardDraft, 'id' | 'providerId'>;
const base = '/generador';
/** The generator handler (src/web/offline/handlers/) makes the rest wait for `init` and keeps the generated code. */
const scopeOf = (d: Target): OutboxScope => ({ type: GENERATOR_SCOPE, id: d.id });

export const queueInit = (d: Target & Pick<WizardDraft, 'clientId'>) =>
  enqueueAndSync({ scope: scopeOf(d), kind: 'init', method: 'POST', path: `${base}/init/idCompany/${d.clientId}/idProvider/${d.providerId}`, body: { id: d.id }, companyId: d.providerId, label: OP.crear });

export const queueLogo = (d: Target, file: { fileId: string; name: string; extension: string }) =>
  enqueueAndSync({
    scope: scopeOf(d),
    kind: 'logo',
    method: 'POST',
    path: `${base}/id/${d.id}/providerLogo`,
    body: { name: file.name, extension: file.extension },
    fileRef: file.fileId,
    coalesceKey: 'logo',
    companyId: d.providerId,
    label: OP.logo,
  });

export const queueGeneral = (d: Target, general: TGeneralForm, supervisor: TSupervisorForm) =>
  enqueueAndSync({ scope: scopeOf(d), kind: 'general', method: 'PATCH', path: `${base}/general/id/${d.id}`, body: { general, supervisor }, coalesceKey: 'general', companyId: d.providerId, label: OP.general });

export const queueGeolocation = (d: Target, geolocation: TGeolocationForm) =>
  enqueueAndSync({ scope: scopeOf(d), kind: 'geolocation', method: 'PATCH', path: `${base}/geolocation/id/${d.id}`, body: geolocation, coalesceKey: 'geolocation', companyId: d.providerId, label: OP.geolocalizacion });

export const queuePhoto = (d: Target, photo: { id: string; list: PhotoList; ns: string; activities: string }) =>
  enqueueAndSync({
    scope: scopeOf(d),
    kind: 'photo',
    method: 'POST',
    path: `${base}/photographic/id/${d.id}/photos`,
    body: { id: photo.id, list: photo.list, ns: photo.ns, activities: photo.activities },
    fileRef: photo.id,
    coalesceKey: `photo:${photo.id}`,
    companyId: d.providerId,
    label: OP.foto,
  });

/** A photo not sent yet is withdrawn from the queue; one already sent is deleted on the server. */
export async function queuePhotoRemoval(d: Target, photoId: string) {
  if (await cancelUnsent(scopeOf(d), `photo:${photoId}`)) return;
  await enqueueAndSync({ scope: scopeOf(d), kind: 'photo-delete', method: 'DELETE', path: `${base}/photographic/id/${d.id}/imageId/${photoId}`, companyId: d.providerId, label: OP.quitarFoto });
}

export const queuePhotographic = (d: Target & Pick<WizardDraft, 'ont' | 'photos'>) =>
  enqueueAndSync({ scope: scopeOf(d), kind: 'photographic', method: 'PATCH', path: `${base}/photographic/id/${d.id}`, body: photographicBody(d), coalesceKey: 'photographic', companyId: d.providerId, label: OP.fotografico });

export const queueAttachedFile = (d: Target, file: { fileId: string; name: string; extension: string }) =>
  enqueueAndSync({
    scope: scopeOf(d),
    kind: 'attached',
    method: 'POST',
    path: `${base}/id/${d.id}/attachedFile`,
    body: { name: file.name, extension: file.extension },
    fileRef: file.fileId,
    coalesceKey: 'attached',
    companyId: d.providerId,
    label: OP.anexo,
  });

export const queueSummary = (d: Target, summary: TGeneratorSummary) =>
  enqueueAndSync({ scope: scopeOf(d), kind: 'summary', method: 'PATCH', path: `${base}/summary/id/${d.id}`, body: summary, coalesceKey: 'summary', companyId: d.providerId, label: OP.resumen });

export const queueSubmit = (d: Target) =>
  enqueueAndSync({ scope: scopeOf(d), kind: 'submit', method: 'POST', path: `${base}/generadorPdfAndProcess/${d.id}`, coalesceKey: 'submit', companyId: d.providerId, label: OP.enviar });
