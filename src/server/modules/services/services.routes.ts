import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAuthorizeQuery,
  ZCreateServiceRequest,
  ZServiceDeletedResponse,
  ZServiceDetailResponse,
  ZServiceIdParams,
  ZServiceLiteResponse,
  ZServicesLiteParams,
  ZServicesLiteResponse,
  ZServiceTypeParams,
  ZServiceTypesResponse,
  ZSocialObjectRequest,
  ZUpdateServiceRequest,
} from '../../../shared/contracts/services.contract';
import { ZErrorEnvelope } from '../../../shared/contracts/envelope';
import { MENSAJES_SERVICIO_ETAPAS as MS } from '../../../shared/labels/messages';
import { MENSAJES_SERVICIOS as M } from '../../../shared/labels/services';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { ServicesService } from './services.service';

/** Services and service types (spec 2 §7), registered under /api/v1. */
export const servicesRoutes =
  (deps: { services: ServicesService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const base = { tags: ['servicios'], security: [{ bearer: [] }] };
    const errors = { 403: ZErrorEnvelope, 404: ZErrorEnvelope, 409: ZErrorEnvelope };
    const one = withErrors({ 200: ZServiceLiteResponse, ...errors });

    app.get(
      '/service-type/company/:companyId',
      { schema: { ...base, summary: 'Tipos de servicio (conjuntos de documentos) que la empresa puede usar', params: ZServiceTypeParams, response: withErrors({ 200: ZServiceTypesResponse, ...errors }) } },
      async (request) => ok(await deps.services.serviceTypes(requireActor(request), request.params.companyId)),
    );

    app.get(
      '/services/companies/:companyId/:side/:collaboratorId/lite',
      { schema: { ...base, summary: 'Servicios con un proveedor o cliente: vigentes y archivados', params: ZServicesLiteParams, response: withErrors({ 200: ZServicesLiteResponse, ...errors }) } },
      async (request) => ok(await deps.services.lite(requireActor(request), request.params)),
    );

    app.post('/services', { schema: { ...base, summary: 'Proponer un servicio', body: ZCreateServiceRequest, response: one } }, async (request) =>
      ok(await deps.services.create(requireActor(request), request.body), M.operacionCompletada),
    );

    app.get('/services/:id', { schema: { ...base, summary: 'Detalle de un servicio', params: ZServiceIdParams, response: withErrors({ 200: ZServiceDetailResponse, ...errors }) } }, async (request) =>
      ok(await deps.services.detail(requireActor(request), request.params.id)),
    );

    app.put('/services/:id', { schema: { ...base, summary: 'Editar un servicio', params: ZServiceIdParams, body: ZUpdateServiceRequest, response: one } }, async (request) =>
      ok(await deps.services.update(requireActor(request), request.params.id, request.body), M.operacionCompletada),
    );

    app.delete('/services/:id', { schema: { ...base, summary: 'Borrar un servicio', params: ZServiceIdParams, response: withErrors({ 200: ZServiceDeletedResponse, ...errors }) } }, async (request) =>
      ok(await deps.services.remove(requireActor(request), request.params.id), M.operacionCompletada),
    );

    app.put(
      '/services/:id/osp/add',
      { schema: { ...base, summary: 'Indicar el objeto social preponderante del servicio (una actividad REPSE del proveedor)', params: ZServiceIdParams, body: ZSocialObjectRequest, response: withErrors({ 200: ZServiceDetailResponse, ...errors }) } },
      async (request) => ok(await deps.services.setSocialObject(requireActor(request), request.params.id, request.body), MS.ospGuardado),
    );

    app.get(
      '/services/:id/authorize',
      { schema: { ...base, summary: 'Aceptar o rechazar un servicio propuesto por la otra parte', params: ZServiceIdParams, querystring: ZAuthorizeQuery, response: one } },
      async (request) => ok(await deps.services.authorize(requireActor(request), request.params.id, request.query.accept), M.operacionCompletada),
    );
  };
