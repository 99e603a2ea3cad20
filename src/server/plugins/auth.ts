import { isUuid } from '../../shared/text/uuid';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MENSAJES_LIMITE } from '../../shared/labels/messages';
import { AppError } from '../lib/app-error';
import type { AuthService } from '../modules/auth/auth.service';
import type { AccessibleCompany } from '../modules/companies/company-access';
import type { TokenSigner } from '../modules/auth/tokens';

export interface Actor {
  userId: string;
  sessionId: string;
  /** The company the client says it is working for (`X-Company-Id`); services check membership. */
  requestedCompanyId: string | undefined;
  /**
   * The user's companies as read with the session, on reads (GET/HEAD) only: a read does not change
   * memberships, so the access check need not read them again. Absent on writes.
   */
  companies?: AccessibleCompany[];
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}


function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * What an account that has not activated yet (password never changed, terms not accepted) may
 * call: read its own profile and the password policies, activate, sign out. Refresh and logout
 * do not authenticate with the access token, so they are open anyway.
 */
const BEFORE_ACTIVATION = new Set(['GET /api/v1/users/me', 'GET /api/v1/users/me/policies', 'PUT /api/v1/users/me/activate', 'POST /api/v1/auth/logout']);

function allowedBeforeActivation(request: FastifyRequest): boolean {
  return BEFORE_ACTIVATION.has(`${request.method} ${request.routeOptions.url ?? ''}`);
}

/**
 * A valid signature is not enough: the session must still be open and its user neither blocked
 * nor deleted, read in one query on every request, so logout, reuse detection and blocking take
 * effect at once instead of when the access token expires. An account that has not activated
 * gets 403 on everything but activation (the web onboarding is not the only client).
 */
export function registerAuth(app: FastifyInstance, deps: { signer: TokenSigner; auth: AuthService }) {
  app.decorateRequest('actor', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearer(request);
    const claims = token ? await deps.signer.verify(token) : null;
    const reading = request.method === 'GET' || request.method === 'HEAD';
    const session: { userId: string; activated: boolean; companies?: AccessibleCompany[] } | undefined = !claims
      ? undefined
      : reading
        ? await deps.auth.activeSessionWithCompanies(claims.sessionId)
        : await deps.auth.activeSession(claims.sessionId);
    if (!claims || !session || session.userId !== claims.userId) throw new AppError('UNAUTHENTICATED');
    if (!session.activated && !allowedBeforeActivation(request)) throw new AppError('FORBIDDEN', { message: MENSAJES_LIMITE.cuentaSinActivar });
    const companyHeader = request.headers['x-company-id'];
    const requestedCompanyId = typeof companyHeader === 'string' && isUuid(companyHeader) ? companyHeader : undefined;
    request.actor = { userId: claims.userId, sessionId: claims.sessionId, requestedCompanyId, ...(session.companies ? { companies: session.companies } : {}) };
  });
}

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}

/** Resolves the session of a request whose token may be missing, without failing. */
export async function optionalSessionId(request: FastifyRequest, signer: TokenSigner): Promise<string | undefined> {
  const token = bearer(request);
  return token ? (await signer.verify(token))?.sessionId : undefined;
}
