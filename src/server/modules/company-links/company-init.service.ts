import type { TCompanyInitParsed } from '../../../shared/contracts/invitations.contract';
import { MENSAJES_CONTRAPARTES as M } from '../../../shared/labels/counterparts';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MailService } from '../../mail/mail.service';
import { noticeMail } from '../../mail/templates';
import type { Actor } from '../../plugins/auth';
import { companyInitRepository } from './company-init.repository';
import { invitationsRepository } from './invitations.repository';
import type { InvitationsService } from './invitations.service';
import { pairOf } from './invitations.service';

/**
 * POST /companies/init (spec 2 §3): a new contact not found in the picker. Creates the TEMP company,
 * its Administrador and the PENDING link the inviter sent, then mails the activation link (the
 * password-link flow of the account module). An e-mail that already has a user is refused with 409:
 * that company is found in the picker and invited from there, never taken over by a stranger.
 */
export function createCompanyInitService(deps: {
  db: Db;
  mail: MailService;
  invitations: Pick<InvitationsService, 'requireCreate'>;
  activationLink: (tx: Executor, userId: string) => Promise<string>;
}) {
  return {
    async init(actor: Actor, input: TCompanyInitParsed) {
      const access = await deps.invitations.requireCreate(actor, input.mainCompanyId, input.side === 'provider' ? 'providers' : 'clients');
      const email = input.email.toLowerCase();
      if (await companyInitRepository(deps.db).emailTaken(email)) throw new AppError('CONFLICT', { message: M.correoExistente, fields: { email: M.correoExistente } });
      const created = await deps.db.transaction(async (tx) => {
        const row = await companyInitRepository(tx).create({ ...input, email });
        await invitationsRepository(tx).invite(pairOf(input.mainCompanyId, row.id, input.side), input.mainCompanyId);
        const url = await deps.activationLink(tx, row.userId);
        const noun = input.side === 'provider' ? 'proveedor' : 'cliente';
        const text = `${access.company.name} le invita a colaborar en Avala como ${noun}. Abra el enlace para crear su contraseña, complete los datos de su empresa y acepte la invitación.`;
        await deps.mail.enqueue({ to: email, ...noticeMail({ name: input.name, subject: 'Invitación a Avala', text, url }) }, tx as Db);
        await recordAudit(tx, {
          action: 'collaboration.contact_created',
          actorUserId: actor.userId,
          companyId: input.mainCompanyId,
          entity: 'company',
          entityId: row.id,
          // The generator ids and catalogues have no columns yet: kept here for the generators setup.
          details: { side: input.side, phone: input.phone, externalId: input.externalId, externalSapId: input.externalSapId, externalTreeCatalogue: input.externalTreeCatalogue },
        });
        return row;
      });
      deps.mail.sendSoon();
      return created;
    },
  };
}
export type CompanyInitService = ReturnType<typeof createCompanyInitService>;
