import { ADMIN_PAGE_SIZE, type TCompanyUser, type TCompanyUsersPage, type TOwnedCompany } from '../../../shared/contracts/users.contract';
import type { MemberRole } from '../../../shared/domain/enums';
import { AVATAR_COLORS } from '../../../shared/domain/user';
import { MENSAJES_USUARIOS as M } from '../../../shared/labels/management';
import { companyGuard, flagsOf } from '../../access/company-guard';
import { requireAdministration } from '../../access/require-administration';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MailService } from '../../mail/mail.service';
import { noticeMail } from '../../mail/templates';
import type { Actor } from '../../plugins/auth';
import type { RolesService } from '../roles/roles.service';
import { companyUsersRepository } from './company-users.repository';
import { usersRepository } from './users.repository';
import type { SessionRevoker } from './users.service';

type MemberRow = NonNullable<Awaited<ReturnType<ReturnType<typeof companyUsersRepository>['find']>>>;
interface RoleChoice {
  role: MemberRole;
  roleId: string | null;
}

/**
 * Administración › Usuarios: an Administrador of the company lists, invites, edits and removes its
 * members (guard 'administer': Lector and Colaborador 403, another company 404). Any change that
 * takes access away (block, delete) revokes the member's sessions in the same transaction, and the
 * company always keeps one active Administrador.
 */
export function createCompanyUsersService(deps: {
  db: Db;
  mail: MailService;
  sessions: SessionRevoker;
  roles: Pick<RolesService, 'rolesOf'>;
  activationLink: (tx: Executor, userId: string) => Promise<string>;
  now?: (() => Date) | undefined;
}) {
  const guard = companyGuard(deps.db);
  const repo = companyUsersRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function toDtos(companyId: string, rows: MemberRow[]): Promise<TCompanyUser[]> {
    const ids = [...new Set(rows.flatMap((r) => (r.roleId ? [r.roleId] : [])))];
    const custom = await deps.roles.rolesOf(companyId, ids);
    return rows.map((r) => {
      const role = r.roleId ? custom.get(r.roleId) : undefined;
      return {
        id: r.id,
        name: r.name,
        email: r.email,
        color: r.color,
        role: r.role,
        customRole: role ? { id: role.id, name: role.name, color: role.color } : null,
        active: !r.blocked,
        activated: r.updatedPassword,
      };
    });
  }

  async function requireRoleOf(companyId: string, roleId: string | null, tx: Executor) {
    if (roleId && !(await deps.roles.rolesOf(companyId, [roleId], tx)).has(roleId)) {
      throw new AppError('VALIDATION', { message: M.rolNoEncontrado, fields: { roleId: M.rolNoEncontrado } });
    }
  }

  /** Taking the Administrador role (or access) away from someone: never the last one, never oneself. */
  async function requireAdminStays(tx: Executor, actor: Actor, companyId: string, member: MemberRow) {
    if (member.role !== 'Administrador' || member.blocked) return;
    if (member.id === actor.userId) throw new AppError('CONFLICT', { message: M.propioAdministrador, fields: { role: M.propioAdministrador } });
    if ((await companyUsersRepository(tx).otherActiveAdmins(companyId, member.id)) === 0) {
      throw new AppError('CONFLICT', { message: M.ultimoAdministrador, fields: { role: M.ultimoAdministrador } });
    }
  }

  async function requireMember(companyId: string, userId: string, executor: Executor = deps.db): Promise<MemberRow> {
    const member = await companyUsersRepository(executor).find(companyId, userId);
    if (!member) throw new AppError('NOT_FOUND');
    return member;
  }

  return {
    /** The companies whose Administración the actor may open (the Nuevo Usuario company choice). */
    async owned(actor: Actor): Promise<TOwnedCompany[]> {
      const mine = await guard.companiesOf(actor);
      return mine
        .filter((a) => a.role === 'Administrador' && flagsOf(a).canAccesAdministation)
        .map((a) => ({ id: a.company.id, name: a.company.name, rfc: a.company.rfc, via: a.via }));
    },

    async list(actor: Actor, companyId: string, query: { search?: string | undefined; sort: 'asc' | 'desc'; page: number }): Promise<TCompanyUsersPage> {
      await requireAdministration(guard, actor, companyId);
      const { rows, total } = await repo.page(companyId, query, ADMIN_PAGE_SIZE);
      return { items: await toDtos(companyId, rows), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
    },

    /** Nuevo Usuario: the user, the membership and the activation mail commit together. */
    async create(actor: Actor, companyId: string, input: { name: string; email: string } & RoleChoice): Promise<TCompanyUser> {
      const access = await requireAdministration(guard, actor, companyId);
      const email = input.email.toLowerCase();
      if (await repo.emailTaken(email)) throw new AppError('CONFLICT', { message: M.usuarioExiste, fields: { email: M.usuarioExiste } });
      const userId = await deps.db.transaction(async (tx) => {
        await requireRoleOf(companyId, input.roleId, tx);
        const color = AVATAR_COLORS[email.length % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
        const id = await companyUsersRepository(tx).create(companyId, { ...input, email, color });
        const url = await deps.activationLink(tx, id);
        await deps.mail.enqueue({ to: email, ...noticeMail({ name: input.name, subject: M.invitacionAsunto, text: M.invitacionTexto(access.company.name), url }) }, tx as Db);
        await recordAudit(tx, { action: 'user.created', actorUserId: actor.userId, companyId, entity: 'user', entityId: id, details: { email, role: input.role, roleId: input.roleId } });
        return id;
      });
      deps.mail.sendSoon();
      const [dto] = await toDtos(companyId, [await requireMember(companyId, userId)]);
      if (!dto) throw new AppError('INTERNAL');
      return dto;
    },

    /** Editar: roles and active. Deactivating blocks the account and ends its sessions at once. */
    async update(actor: Actor, companyId: string, userId: string, input: RoleChoice & { active: boolean }): Promise<TCompanyUser> {
      await requireAdministration(guard, actor, companyId);
      await deps.db.transaction(async (tx) => {
        const member = await requireMember(companyId, userId, tx);
        if (!input.active && member.id === actor.userId) throw new AppError('CONFLICT', { message: M.propioUsuario, fields: { active: M.propioUsuario } });
        if (input.role !== 'Administrador' || !input.active) await requireAdminStays(tx, actor, companyId, member);
        await requireRoleOf(companyId, input.roleId, tx);
        await companyUsersRepository(tx).updateMembership(companyId, userId, { role: input.role, roleId: input.roleId });
        if (member.blocked === input.active) {
          await usersRepository(tx).setBlocked(userId, !input.active, now());
          if (!input.active) await deps.sessions.revokeSessionsOf(userId, 'user_disabled', tx);
        }
        await recordAudit(tx, {
          action: 'user.updated',
          actorUserId: actor.userId,
          companyId,
          entity: 'user',
          entityId: userId,
          details: { from: { role: member.role, roleId: member.roleId, active: !member.blocked }, to: input },
        });
      });
      const [dto] = await toDtos(companyId, [await requireMember(companyId, userId)]);
      if (!dto) throw new AppError('INTERNAL');
      return dto;
    },

    /** Borrar: leaves the company (and Avala, when no other company keeps the user); sessions end. */
    async remove(actor: Actor, companyId: string, userId: string): Promise<{ id: string }> {
      await requireAdministration(guard, actor, companyId);
      await deps.db.transaction(async (tx) => {
        const member = await requireMember(companyId, userId, tx);
        if (member.id === actor.userId) throw new AppError('CONFLICT', { message: M.propioUsuario });
        await requireAdminStays(tx, actor, companyId, member);
        const repoTx = companyUsersRepository(tx);
        await repoTx.removeMembership(companyId, userId);
        await deps.sessions.revokeSessionsOf(userId, 'user_removed', tx);
        const deleted = await repoTx.deleteIfOrphan(userId);
        await recordAudit(tx, { action: 'user.deleted', actorUserId: actor.userId, companyId, entity: 'user', entityId: userId, details: { email: member.email, accountDeleted: deleted } });
      });
      return { id: userId };
    },
  };
}
export type CompanyUsersService = ReturnType<typeof createCompanyUsersService>;
