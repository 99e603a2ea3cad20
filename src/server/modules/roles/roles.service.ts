import { BUILTIN_ROLE_NAMES, type TRole } from '../../../shared/contracts/roles.contract';
import type { MemberRole } from '../../../shared/domain/enums';
import { MENSAJES_ROLES as M } from '../../../shared/labels/management';
import { PERMISSION_KEYS } from '../../../shared/permissions/permission-groups';
import { foldText } from '../../../shared/text/fold';
import { companyGuard } from '../../access/company-guard';
import { requireAdministration } from '../../access/require-administration';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { rolesRepository, type RoleRow, type RoleValues } from './roles.repository';

/** Colours of the built-ins in the Roles tab (the first ones of the palette family they read as). */
const BUILTIN_COLORS = { Administrador: '#3949AB', Colaborador: '#00897B', Lector: '#546E7A' } as const satisfies Record<MemberRole, string>;

const toRole = (row: RoleRow & { usersCount?: number }): TRole => ({
  id: row.id,
  name: row.name,
  color: row.color,
  grants: row.grants,
  builtin: false,
  usersCount: row.usersCount ?? 0,
});

/** The built-ins are listed with every flag: what they may do is exactly the plan's rules for that role. */
const builtinRoles = (): TRole[] =>
  BUILTIN_ROLE_NAMES.map((name) => ({ id: name, name, color: BUILTIN_COLORS[name], grants: [...PERMISSION_KEYS], builtin: true, usersCount: 0 }));

/**
 * Custom roles of a company (Administración › Roles). Only an Administrador of the company reads
 * or writes them (guard 'administer'); a role's grants apply on the member's next request, since
 * the guard and /users/me read them from the database every time.
 */
export function createRolesService(deps: { db: Db; now?: (() => Date) | undefined }) {
  const guard = companyGuard(deps.db);
  const repo = rolesRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function requireUniqueName(companyId: string, name: string, exceptId?: string) {
    if (BUILTIN_ROLE_NAMES.some((b) => b.toLowerCase() === name.toLowerCase())) throw new AppError('CONFLICT', { message: M.nombreReservado, fields: { name: M.nombreReservado } });
    if (await repo.nameTaken(companyId, name, exceptId)) throw new AppError('CONFLICT', { message: M.nombreDuplicado, fields: { name: M.nombreDuplicado } });
  }

  return {
    async list(actor: Actor, companyId: string, query: { search?: string | undefined; sort: 'asc' | 'desc' }): Promise<TRole[]> {
      await requireAdministration(guard, actor, companyId);
      const all = [...builtinRoles(), ...(await repo.list(companyId)).map(toRole)];
      const needle = query.search ? foldText(query.search) : '';
      const found = needle ? all.filter((r) => foldText(r.name).includes(needle)) : all;
      const sign = query.sort === 'desc' ? -1 : 1;
      return found.toSorted((a, b) => sign * (foldText(a.name).localeCompare(foldText(b.name), 'es-MX') || a.id.localeCompare(b.id)));
    },

    async create(actor: Actor, companyId: string, values: RoleValues): Promise<TRole> {
      await requireAdministration(guard, actor, companyId);
      await requireUniqueName(companyId, values.name);
      return deps.db.transaction(async (tx) => {
        const row = await rolesRepository(tx).insert(companyId, values);
        await recordAudit(tx, { action: 'role.created', actorUserId: actor.userId, companyId, entity: 'role', entityId: row.id, details: { ...values } });
        return toRole(row);
      });
    },

    async update(actor: Actor, companyId: string, roleId: string, values: RoleValues): Promise<TRole> {
      await requireAdministration(guard, actor, companyId);
      if (!(await repo.find(companyId, roleId))) throw new AppError('NOT_FOUND');
      await requireUniqueName(companyId, values.name, roleId);
      return deps.db.transaction(async (tx) => {
        const row = await rolesRepository(tx).update(companyId, roleId, values, now());
        if (!row) throw new AppError('NOT_FOUND');
        await recordAudit(tx, { action: 'role.updated', actorUserId: actor.userId, companyId, entity: 'role', entityId: row.id, details: { ...values } });
        return toRole(row);
      });
    },

    async remove(actor: Actor, companyId: string, roleId: string): Promise<{ id: string }> {
      await requireAdministration(guard, actor, companyId);
      await deps.db.transaction(async (tx) => {
        if (!(await rolesRepository(tx).remove(companyId, roleId))) throw new AppError('NOT_FOUND');
        await recordAudit(tx, { action: 'role.deleted', actorUserId: actor.userId, companyId, entity: 'role', entityId: roleId });
      });
      return { id: roleId };
    },

    /** For the users module: the custom roles of a company by id; an id of another company is absent. */
    async rolesOf(companyId: string, roleIds: string[], executor: Executor = deps.db): Promise<Map<string, RoleRow>> {
      const rows = await rolesRepository(executor).findMany(companyId, roleIds);
      return new Map(rows.map((r) => [r.id, r]));
    },
  };
}
export type RolesService = ReturnType<typeof createRolesService>;
