import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZNotificationIdParams,
  ZNotificationResponse,
  ZNotificationsReadAllResponse,
  ZNotificationsQuery,
  ZNotificationsResponse,
  ZNotificationsSizeResponse,
} from '../../../shared/contracts/notifications.contract';
import { ok } from '../../lib/envelope';
import { withErrors } from '../../lib/openapi';
import { requireActor } from '../../plugins/auth';
import type { NotificationsService } from './notifications.service';

export const notificationsRoutes =
  (deps: { notifications: NotificationsService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.authenticate);
    const secured = { tags: ['notificaciones'], security: [{ bearer: [] }] };

    app.get('/', { schema: { ...secured, summary: 'Notificaciones (no leídas o leídas), 15 por página', querystring: ZNotificationsQuery, response: withErrors({ 200: ZNotificationsResponse }) } }, async (request) =>
      ok(await deps.notifications.list(requireActor(request), request.query)),
    );
    app.get('/size', { schema: { ...secured, summary: 'Cantidad de notificaciones no leídas', response: withErrors({ 200: ZNotificationsSizeResponse }) } }, async (request) =>
      ok(await deps.notifications.unread(requireActor(request))),
    );
    app.patch('/read-all', { schema: { ...secured, summary: 'Marcar todas como leídas', response: withErrors({ 200: ZNotificationsReadAllResponse }) } }, async (request) =>
      ok(await deps.notifications.markAllRead(requireActor(request))),
    );
    app.patch('/:id', { schema: { ...secured, summary: 'Marcar como leída', params: ZNotificationIdParams, response: withErrors({ 200: ZNotificationResponse }) } }, async (request) =>
      ok(await deps.notifications.markRead(requireActor(request), request.params.id)),
    );
  };
