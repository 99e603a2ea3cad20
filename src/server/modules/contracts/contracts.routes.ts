import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZContractAnnexParams,
  ZContractAnnexResponse,
  ZContractData,
  ZContractFileParams,
  ZContractFileQuery,
  ZContractServiceParams,
  ZContractValidation,
  ZPayrollData,
  ZServiceContractResponse,
  ZServiceContractViewResponse,
} from '../../../shared/contracts/service-contract.contract';
import { MENSAJES_CONTRATO as M } from '../../../shared/labels/contracts';
import { MENSAJES_SERVICIO_ETAPAS as MS } from '../../../shared/labels/messages';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import { sendPrivateFile } from '../../storage/send-file';
import { readUploadPart } from '../compliance-documents/upload-part';
import { toAnnexDto } from './contracts.dto';
import type { ContractsService } from './contracts.service';

/** A service's contract and annexes (spec 2 §7), registered under /api/v1/services. */
export const contractsRoutes =
  (deps: { contracts: ContractsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const s = deps.contracts;
    const secured = { security: [{ bearer: [] }], tags: ['contratos de servicio'] };
    const contract = withErrors({ 200: ZServiceContractResponse });

    app.get('/:id/contracts', { schema: { ...secured, summary: 'Contrato del servicio, sus anexos y lo que el usuario puede hacer', params: ZContractServiceParams, response: withErrors({ 200: ZServiceContractViewResponse }) } }, async (request) =>
      ok(await s.get(requireActor(request), request.params.id)),
    );

    app.post(
      '/:id/contracts/add',
      { schema: { ...secured, summary: 'Subir o reemplazar el contrato (multipart: file, PDF)', consumes: ['multipart/form-data'], params: ZContractServiceParams, response: contract } },
      async (request) => ok(await s.upload(requireActor(request), request.params.id, await readUploadPart(request)), M.subido),
    );

    app.put('/:id/contracts/update', { schema: { ...secured, summary: 'Modificar vigencia, moneda y monto del contrato', params: ZContractServiceParams, body: ZContractData, response: contract } }, async (request) =>
      ok(await s.updateData(requireActor(request), request.params.id, request.body), M.actualizado),
    );

    app.put('/:id/nominas/update', { schema: { ...secured, summary: 'Actualizar los datos de nómina del servicio (trabajadores y periodicidad de pago)', params: ZContractServiceParams, body: ZPayrollData, response: contract } }, async (request) =>
      ok(await s.updatePayroll(requireActor(request), request.params.id, request.body), MS.nominaActualizada),
    );

    app.put('/:id/contracts/validate', { schema: { ...secured, summary: 'Aceptar o rechazar el contrato', params: ZContractServiceParams, body: ZContractValidation, response: contract } }, async (request) => {
      const view = await s.validate(requireActor(request), request.params.id, request.body);
      return ok(view, view.validationStatus.status === 'ACCEPTED' ? M.validado : M.rechazado);
    });

    app.post(
      '/:id/appendixs/add',
      { schema: { ...secured, summary: 'Agregar un anexo al contrato (multipart: name, file PDF)', consumes: ['multipart/form-data'], params: ZContractServiceParams, response: withErrors({ 200: ZContractAnnexResponse }) } },
      async (request) => ok(toAnnexDto(await s.addAnnex(requireActor(request), request.params.id, await readUploadPart(request))), M.anexoSubido),
    );

    app.put('/:id/appendixs/:annexId', { schema: { ...secured, summary: 'Aceptar o rechazar un anexo', params: ZContractAnnexParams, body: ZContractValidation, response: withErrors({ 200: ZContractAnnexResponse }) } }, async (request) => {
      const row = await s.validateAnnex(requireActor(request), request.params.id, request.params.annexId, request.body);
      return ok(toAnnexDto(row), row.status === 'ACCEPTED' ? M.anexoValidado : M.anexoRechazado);
    });

    app.get('/:id/contracts/files/:fileId', { schema: { ...secured, summary: 'Contenido del contrato o de un anexo', params: ZContractFileParams, querystring: ZContractFileQuery } }, async (request, reply) => {
      const download = request.query.download === '1';
      const { row, bytes } = await s.file(requireActor(request), request.params.id, request.params.fileId, download);
      return sendPrivateFile(reply, row, bytes, download);
    });
  };
