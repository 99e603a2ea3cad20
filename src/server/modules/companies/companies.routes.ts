import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZArchiveParams,
  ZCompaniesQuery,
  ZCompaniesResponse,
  ZCompanyForm,
  ZCompanyIdParams,
  ZCompanyResponse,
  ZGroupQuery,
  ZGroupResponse,
  ZProfilePictureRequest,
} from '../../../shared/contracts/companies.contract';
import { ZCompanyPublicResponse } from '../../../shared/contracts/company-public.contract';
import { envelope, ZErrorEnvelope } from '../../../shared/contracts/envelope';
import { z } from '../../../shared/domain/zod-locale';
import { MENSAJES_EMPRESA, MENSAJES_GRUPO } from '../../../shared/labels/messages';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { CompaniesService } from './companies.service';

export const companiesRoutes =
  (deps: { companies: CompaniesService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);

    const secured = { security: [{ bearer: [] }], tags: ['empresas'] };

    app.get(
      '/',
      { schema: { ...secured, summary: 'Empresas del usuario', querystring: ZCompaniesQuery, response: withErrors({ 200: ZCompaniesResponse }) } },
      async (request) => ok(await deps.companies.list(requireActor(request), request.query)),
    );

    app.get(
      '/:id/groups',
      { schema: { ...secured, summary: 'Empresas del grupo', params: ZCompanyIdParams, querystring: ZGroupQuery, response: withErrors({ 200: ZGroupResponse }) } },
      async (request) => ok(await deps.companies.group(requireActor(request), request.params.id, request.query)),
    );

    app.get(
      '/:id/public',
      { schema: { ...secured, summary: 'Tarjeta pública de una empresa', params: ZCompanyIdParams, response: withErrors({ 200: ZCompanyPublicResponse, 404: ZErrorEnvelope }) } },
      async (request) => ok(await deps.companies.publicCard(request.params.id)),
    );

    app.get('/:id/public/profilepicture', { schema: { ...secured, summary: 'Foto de perfil de la tarjeta pública (imagen)', params: ZCompanyIdParams } }, async (request, reply) => {
      const picture = await deps.companies.publicPicture(request.params.id);
      return reply.header('content-type', picture.mime).header('cache-control', 'private, max-age=300').header('etag', `"${picture.sha256}"`).send(picture.bytes);
    });

    app.patch(
      '/:id/archived/:flag',
      { schema: { ...secured, summary: 'Archivar o desarchivar una empresa', params: ZArchiveParams, response: withErrors({ 200: envelope(z.null()) }) } },
      async (request) => {
        await deps.companies.setArchived(requireActor(request), request.params.id, request.params.flag);
        return ok(null, request.params.flag ? MENSAJES_GRUPO.archivada : MENSAJES_GRUPO.desarchivada);
      },
    );

    app.post(
      '/:id/profilepicture',
      {
        bodyLimit: 4 * 1024 * 1024,
        schema: { ...secured, summary: 'Subir la foto de perfil', params: ZCompanyIdParams, body: ZProfilePictureRequest, response: withErrors({ 200: ZCompanyResponse }) },
      },
      async (request) => ok(await deps.companies.uploadProfilePicture(requireActor(request), request.params.id, request.body), MENSAJES_EMPRESA.imagenActualizada),
    );

    app.get('/:id/profilepicture', { schema: { ...secured, summary: 'Foto de perfil (imagen)', params: ZCompanyIdParams } }, async (request, reply) => {
      const picture = await deps.companies.profilePicture(requireActor(request), request.params.id);
      return reply.header('content-type', picture.mime).header('cache-control', 'private, max-age=300').header('etag', `"${picture.sha256}"`).send(picture.bytes);
    });

    app.put(
      '/:id',
      {
        schema: {
          tags: ['empresas'],
          summary: 'Guardar los datos de la empresa',
          security: [{ bearer: [] }],
          params: ZCompanyIdParams,
          body: ZCompanyForm,
          response: withErrors({ 200: ZCompanyResponse }),
        },
      },
      async (request) => ok(await deps.companies.updateData(requireActor(request), request.params.id, request.body), MENSAJES_EMPRESA.cambiosGuardados),
    );
  };
