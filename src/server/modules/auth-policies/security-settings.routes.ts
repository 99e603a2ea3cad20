import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '../../../shared/contracts/envelope';
import {
  ZCompanyParams,
  ZOtpExceptionParams,
  ZOtpExceptionsQuery,
  ZOtpExceptionsResponse,
  ZOtpExceptionUpdate,
  ZOtpExceptionUpdateResponse,
  ZSecurityPolicies,
  ZSecurityPoliciesResponse,
  ZTwoStep,
  ZTwoStepResponse,
} from '../../../shared/contracts/management-security.contract';
import { MENSAJES_SEGURIDAD as M } from '../../../shared/labels/management-security';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { SecuritySettingsService } from './security-settings.service';

/** Configuración of Administración, registered under /api/v1/companies (Administrador only). */
export const securitySettingsRoutes =
  (deps: { securitySettings: SecuritySettingsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const base = { tags: ['seguridad'], security: [{ bearer: [] }] };
    const errors = { 403: ZErrorEnvelope, 404: ZErrorEnvelope };
    const s = deps.securitySettings;

    app.get('/:companyId/policies', { schema: { ...base, summary: 'Políticas de contraseña, sesión y código', params: ZCompanyParams, response: withErrors({ 200: ZSecurityPoliciesResponse, ...errors }) } }, async (request) =>
      ok(await s.policies(requireActor(request), request.params.companyId)),
    );

    app.put(
      '/:companyId/policies',
      { schema: { ...base, summary: 'Guardar las políticas de la empresa', params: ZCompanyParams, body: ZSecurityPolicies, response: withErrors({ 200: ZSecurityPoliciesResponse, ...errors }) } },
      async (request) => ok(await s.savePolicies(requireActor(request), request.params.companyId, request.body), M.politicasGuardadas),
    );

    app.get('/:companyId/two-step', { schema: { ...base, summary: 'Autenticación de 2 pasos', params: ZCompanyParams, response: withErrors({ 200: ZTwoStepResponse, ...errors }) } }, async (request) =>
      ok(await s.twoStep(requireActor(request), request.params.companyId)),
    );

    app.put(
      '/:companyId/two-step',
      { schema: { ...base, summary: 'Activar o desactivar la autenticación de 2 pasos', params: ZCompanyParams, body: ZTwoStep, response: withErrors({ 200: ZTwoStepResponse, ...errors }) } },
      async (request) => {
        const result = await s.setTwoStep(requireActor(request), request.params.companyId, request.body.enabled);
        return ok(result, result.enabled ? M.dosPasosActivada : M.dosPasosDesactivada);
      },
    );

    app.get(
      '/:companyId/otp-exceptions',
      { schema: { ...base, summary: 'Usuarios de la empresa y si se les aplica el código (6 por página)', params: ZCompanyParams, querystring: ZOtpExceptionsQuery, response: withErrors({ 200: ZOtpExceptionsResponse, ...errors }) } },
      async (request) => ok(await s.exceptions(requireActor(request), request.params.companyId, request.query)),
    );

    app.put(
      '/:companyId/otp-exceptions/:userId',
      { schema: { ...base, summary: 'Aplicar o exceptuar el código a un usuario', params: ZOtpExceptionParams, body: ZOtpExceptionUpdate, response: withErrors({ 200: ZOtpExceptionUpdateResponse, ...errors }) } },
      async (request) => ok(await s.setException(requireActor(request), request.params.companyId, request.params.userId, request.body.appliesOtp), M.excepcionGuardada),
    );
  };
