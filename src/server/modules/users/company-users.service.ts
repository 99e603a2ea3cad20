import { ADMIN_PAGE_SIZE, type TCompanyUser, type TCompanyUsersPage, type TOwnedCompany } from '../../../shared/contracts/users.contract';
import type { MemberRole } from '../../../shared/domain/enums';
import { highestRole, orderedRoles, roleListOf } from '../../../shared/domain/member-roles';
import { AVATAR_COLORS } from '../../../shared/domain/user';
import { MENSAJES_USUARIOS as M } from '../../../shared/labels/management';
import { allows, companyGuard, flagsOf, requireIn } from '../../access/company-guard';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MailService } from '../../mail/mail.service';
import { noticeMail } from '../../mail/templates';
import type { Actor } from '../../plugins/auth';
import type { AccessibleCompany } from '../companies/company-access';
import type { RolesService } from '../roles/roles.service';
import { companyUsersRepository, type MembershipRoles, type UserNames } from './company-users.repository';
import { usersRepository } from './users.repository';
import type { SessionRevoker } from './users.service';

type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof companyUsersRepository>['findUser']>>>;

/** What the user form sends besides the e-mail (spec 3 §5). */
interface UserForm {
  name: string;
  lastName: string;
  companies: string[];
  kivitRolList: MemberRole[];
  roles: string[];
}

const namesOf = (input: Pick<UserForm, 'name' | 'lastName'>): UserNames => ({ firstName: input.name, lastName: input.lastName, completeName: `${input.name} ${input.lastName}` });

/** The companies whose Administración the actor may open: Administrador there, with the flag. */
const administered = (mine: readonly AccessibleCompany[]) => mine.filter((a) => allows(a, 'administer') && flagsOf(a).canAccesAdministation);

/** Same answer as requireAdministration, on the list already loaded: not reached 404, not administered 403. */
function requireAdministered(mine: readonly AccessibleCompany[], companyId: string) {
  const access = requireIn(mine, [companyId], 'administer');
  if (!access.flags.canAccesAdministation) throw new AppError('FORBIDDEN');
  return access;
}

/**
 * Administración › Usuarios: an Administrador lists, invites, edits and removes members (guard
 * 'administer': Lector and Colaborador 403, another company 404). The form gives a user several
 * companies — among those the administrator administers; others are never shown nor touched — and
 * several roles, the same in each chosen company: the built-ins nest, so the highest applies; each
 * custom role applies in its own company and their grants add up. Any change that takes access
 * away (block, delete) revokes the member's sessions in the same transaction, and each company
 * always keeps one active Administrador.
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

  /** The list's rows, with each user's companies and custom roles among `scope` (the administrator's companies). */
  async function toDtos(scope: string[], listCompanyId: string, rows: UserRow[]): Promise<TCompanyUser[]> {
    const ids = rows.map((r) => r.id);
    const memberships = await repo.membershipsIn(scope, ids);
    const customRoles = await repo.customRolesIn(scope, ids);
    return rows.map((r) => {
      const own = memberships.filter((m) => m.userId === r.id);
      const here = own.find((m) => m.companyId === listCompanyId) ?? own[0];
      const kivitRolList = here ? roleListOf(here) : [];
      return {
        id: r.id,
        name: r.firstName || r.completeName,
        lastName: r.lastName,
        completeName: r.completeName,
        email: r.email,
        color: r.color,
        role: here?.role ?? highestRole(kivitRolList),
        kivitRolList,
        customRoles: customRoles.filter((c) => c.userId === r.id).map(({ id, name, color, companyId }) => ({ id, name, color, companyId })),
        companies: own.map((m) => ({ id: m.companyId, name: m.companyName })),
        active: !r.blocked,
        activated: r.updatedPassword,
      };
    });
  }

  async function oneDto(scope: string[], listCompanyId: string, userId: string): Promise<TCompanyUser> {
    const user = await repo.findUser(userId);
    const [dto] = user ? await toDtos(scope, listCompanyId, [user]) : [];
    if (!dto) throw new AppError('NOT_FOUND');
    return dto;
  }

  /**
   * The roles each chosen company's membership gets: the chosen built-ins everywhere, and the custom
   * roles that belong to that company. A custom role of none of them is invalid data (400).
   */
  async function planRoles(tx: Executor, input: UserForm): Promise<Map<string, MembershipRoles>> {
    const roleList = orderedRoles(input.kivitRolList);
    const role = highestRole(roleList);
    const plan = new Map<string, MembershipRoles>();
    const found = new Set<string>();
    for (const companyId of input.companies) {
      const custom = input.roles.length ? await deps.roles.rolesOf(companyId, input.roles, tx) : new Map();
      for (const id of custom.keys()) found.add(id);
      plan.set(companyId, { role, roleList, roleIds: [...custom.keys()] });
    }
    if (input.roles.some((id) => !found.has(id))) throw new AppError('VALIDATION', { message: M.rolNoEncontrado, fields: { roles: M.rolNoEncontrado } });
    return plan;
  }

  /** Taking the Administrador role (or access) away from someone: never the last one, never oneself. */
  async function requireAdminStays(tx: Executor, actor: Actor, companyId: string, member: { id: string; role: MemberRole; blocked: boolean }) {
    if (member.role !== 'Administrador' || member.blocked) return;
    if (member.id === actor.userId) throw new AppError('CONFLICT', { message: M.propioAdministrador, fields: { kivitRolList: M.propioAdministrador } });
    if ((await companyUsersRepository(tx).otherActiveAdmins(companyId, member.id)) === 0) {
      throw new AppError('CONFLICT', { message: M.ultimoAdministrador, fields: { kivitRolList: M.ultimoAdministrador } });
    }
  }

  async function requireMember(companyId: string, userId: string, executor: Executor = deps.db) {
    const member = await companyUsersRepository(executor).find(companyId, userId);
    if (!member) throw new AppError('NOT_FOUND');
    return member;
  }

  return {
    /** The companies the actor administers, enabled ones only: the company pickers of Administración. */
    async owned(actor: Actor): Promise<TOwnedCompany[]> {
      return administered(await guard.companiesOf(actor))
        .filter((a) => a.company.enabled)
        .map((a) => ({ id: a.company.id, name: a.company.name, rfc: a.company.rfc, via: a.via }));
    },

    async list(actor: Actor, companyId: string, query: { search?: string | undefined; sort: 'asc' | 'desc'; page: number }): Promise<TCompanyUsersPage> {
      const mine = await guard.companiesOf(actor);
      requireAdministered(mine, companyId);
      const { rows, total } = await repo.page(companyId, query, ADMIN_PAGE_SIZE);
      const scope = administered(mine).map((a) => a.company.id);
      return { items: await toDtos(scope, companyId, rows), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
    },

    /** Nuevo Usuario: the user, a membership per chosen company and the activation mail commit together. */
    async create(actor: Actor, companyId: string, input: UserForm & { email: string }): Promise<TCompanyUser> {
      const mine = await guard.companiesOf(actor);
      requireAdministered(mine, companyId);
      const targets = input.companies.map((id) => requireAdministered(mine, id).company);
      const email = input.email.toLowerCase();
      if (await repo.emailTaken(email)) throw new AppError('CONFLICT', { message: M.usuarioExiste, fields: { email: M.usuarioExiste } });
      const names = namesOf(input);
      const userId = await deps.db.transaction(async (tx) => {
        const plan = await planRoles(tx, input);
        const repoTx = companyUsersRepository(tx);
        const color = AVATAR_COLORS[email.length % AVATAR_COLORS.length] ?? AVATAR_COLORS[0];
        const id = await repoTx.createUser({ ...names, email, color, admin: highestRole(input.kivitRolList) === 'Administrador' });
        for (const [target, roles] of plan) {
          await repoTx.addMembership(target, id, roles);
          await recordAudit(tx, {
            action: 'user.created',
            actorUserId: actor.userId,
            companyId: target,
            entity: 'user',
            entityId: id,
            details: { email, kivitRolList: roles.roleList, roles: roles.roleIds },
          });
        }
        const url = await deps.activationLink(tx, id);
        const companyNames = targets.map((c) => c.name).join(', ');
        await deps.mail.enqueue({ to: email, ...noticeMail({ name: names.completeName, subject: M.invitacionAsunto, text: M.invitacionTexto(companyNames), url }) }, tx as Db);
        return id;
      });
      deps.mail.sendSoon();
      return oneDto(administered(mine).map((a) => a.company.id), companyId, userId);
    },

    /**
     * Editar: names, companies, roles and active. Companies of the administrator left out of the
     * list lose the membership; the others get it with the chosen roles. Deactivating blocks the
     * account and ends its sessions at once; leaving a company needs no revocation, since the guard
     * reads the memberships on every request.
     */
    async update(actor: Actor, companyId: string, userId: string, input: UserForm & { active: boolean }): Promise<TCompanyUser> {
      const mine = await guard.companiesOf(actor);
      requireAdministered(mine, companyId);
      for (const id of input.companies) requireAdministered(mine, id);
      const scope = administered(mine).map((a) => a.company.id);
      await deps.db.transaction(async (tx) => {
        const repoTx = companyUsersRepository(tx);
        const member = await requireMember(companyId, userId, tx);
        if (!input.active && member.id === actor.userId) throw new AppError('CONFLICT', { message: M.propioUsuario, fields: { active: M.propioUsuario } });
        const plan = await planRoles(tx, input);
        const current = await repoTx.membershipsIn(scope, [userId]);
        const chosen = new Set(input.companies);
        const role = highestRole(input.kivitRolList);
        for (const m of current) {
          if (!chosen.has(m.companyId) || role !== 'Administrador' || !input.active) await requireAdminStays(tx, actor, m.companyId, { id: userId, role: m.role, blocked: member.blocked });
        }
        const before = new Map(current.map((m) => [m.companyId, { kivitRolList: roleListOf(m) }]));
        for (const [target, roles] of plan) {
          if (before.has(target)) await repoTx.setMembershipRoles(target, userId, roles);
          else await repoTx.addMembership(target, userId, roles);
        }
        const removed = current.filter((m) => !chosen.has(m.companyId)).map((m) => m.companyId);
        for (const target of removed) await repoTx.removeMembership(target, userId);
        const names = namesOf(input);
        await repoTx.setNames(userId, names, now());
        if (member.blocked === input.active) {
          await usersRepository(tx).setBlocked(userId, !input.active, now());
          if (!input.active) await deps.sessions.revokeSessionsOf(userId, 'user_disabled', tx);
        }
        // One Bitácora line in each company the change touched.
        for (const target of new Set([...before.keys(), ...plan.keys()])) {
          const to = plan.get(target);
          await recordAudit(tx, {
            action: 'user.updated',
            actorUserId: actor.userId,
            companyId: target,
            entity: 'user',
            entityId: userId,
            details: {
              membership: !to ? 'removed' : before.has(target) ? 'updated' : 'added',
              from: { completeName: member.completeName, active: !member.blocked, ...before.get(target) },
              to: { completeName: names.completeName, active: input.active, ...(to ? { kivitRolList: to.roleList, roles: to.roleIds } : {}) },
            },
          });
        }
      });
      return oneDto(scope, companyId, userId);
    },

    /** Borrar: leaves the company (and Avala, when no other company keeps the user); sessions end. */
    async remove(actor: Actor, companyId: string, userId: string): Promise<{ id: string }> {
      requireAdministered(await guard.companiesOf(actor), companyId);
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
