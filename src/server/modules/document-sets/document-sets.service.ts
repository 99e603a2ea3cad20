import type { Readable } from 'node:stream';
import type {
  TCreateDocumentSetRequest,
  TDocumentSetSummary,
  TDocumentSetTree,
  TStageNode,
} from '../../../shared/contracts/document-sets.contract';
import { EXAMPLE_IMAGE_MAX_BYTES, ZRenameRequest } from '../../../shared/contracts/document-sets.contract';
import { checkDocumentSetRows, DOCUMENT_SET_SHEET, DOCUMENT_SET_WORKBOOK_MAX_BYTES, type ImportedStage } from '../../../shared/domain/document-set-workbook';
import { IMPORTACION_SETS as X, MENSAJES_SETS as M } from '../../../shared/labels/document-sets';
import type { AuditAction } from '../../../shared/domain/audit-action';
import { foldText } from '../../../shared/text/fold';
import { companyGuard } from '../../access/company-guard';
import { requireAdministration } from '../../access/require-administration';
import { recordAudit } from '../../audit/audit-log';
import type { Db, Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import type { FilesService } from '../files/files.service';
import { readWorkbookRows } from '../../xlsx/document-set-workbook';
import { type DocumentSetRow, documentSetsRepository, type DocumentSetsRepository, type RequirementValues } from './document-sets.repository';
import { rowsRefused } from './document-set-import';

/** Files of this kind are the requirements' example images, served without a session (help pictures, no data). */
export const EXAMPLE_IMAGE_KIND = 'document-set-example';
export const EXAMPLE_IMAGE_PATH = '/api/v1/document-set-images';
const exampleImageUrl = (fileId: string) => `${EXAMPLE_IMAGE_PATH}/${fileId}`;
/** Workbooks a set was created from: kept in the company's files as the set's source. */
export const WORKBOOK_KIND = 'document-set-workbook';

type Level = 'stages' | 'groups' | 'requirements';
const REORDERED = { stages: 'document_set.stages_reordered', groups: 'document_set.groups_reordered', requirements: 'document_set.requirements_reordered' } as const satisfies Record<Level, AuditAction>;
/** Writes the Bitácora line of a tree edit, inside its transaction. */
type Log = (action: AuditAction, details: Record<string, unknown>) => Promise<void>;

/**
 * Document sets of Administración › Servicios. An Administrador of the company (with
 * canAccesAdministation) reads the platform sets and the company's own, and writes only its own:
 * a platform set is read-only (403, copy it instead), another company's set is absent (404).
 * A set used by any service cannot be deleted (retire it); a stage, group or requirement with
 * delivered documents cannot be deleted either. Every write leaves its line in the Bitácora.
 */
export function createDocumentSetsService(deps: { db: Db; files: FilesService }) {
  const guard = companyGuard(deps.db);
  const repo = documentSetsRepository(deps.db);

  /** The set as the company sees it: platform or its own; anything else is 404. */
  async function visibleSet(actor: Actor, companyId: string, setId: string): Promise<DocumentSetRow> {
    await requireAdministration(guard, actor, companyId);
    const set = await repo.find(setId);
    if (!set || (set.ownerCompanyId !== null && set.ownerCompanyId !== companyId)) throw new AppError('NOT_FOUND');
    return set;
  }

  /** A set the company may change: its own. */
  async function ownSet(actor: Actor, companyId: string, setId: string): Promise<DocumentSetRow> {
    const set = await visibleSet(actor, companyId, setId);
    if (set.ownerCompanyId === null) throw new AppError('FORBIDDEN', { message: M.plataformaSoloLectura });
    return set;
  }

  async function requireUniqueName(companyId: string, name: string, exceptId?: string) {
    if (await repo.nameTaken(companyId, name, exceptId)) throw new AppError('CONFLICT', { message: M.nombreDuplicado, fields: { name: M.nombreDuplicado } });
  }

  const audit = (tx: Executor, actor: Actor, companyId: string, action: AuditAction, entityId: string, details?: Record<string, unknown>) =>
    recordAudit(tx, { action, actorUserId: actor.userId, companyId, entity: 'document_set', entityId, ...(details ? { details } : {}) });

  /** A set's card: its tree without the stages. */
  async function summaryOf(set: DocumentSetRow, companyId: string): Promise<TDocumentSetSummary> {
    const { stages: _stages, ...summary } = await treeOf(set, companyId);
    return summary;
  }

  async function treeOf(set: DocumentSetRow, companyId: string): Promise<TDocumentSetTree> {
    const { stages, groups, requirements } = await repo.tree(set.id);
    const nodes: TStageNode[] = stages.map((stage) => {
      const ofStage = groups
        .filter((g) => g.stageId === stage.id)
        .map((group) => {
          const reqs = requirements
            .filter((r) => r.requirement.groupId === group.id)
            .map(({ requirement: r, hasDocuments }) => ({
              id: r.id,
              name: r.name,
              format: r.format,
              delivery: r.delivery,
              helpText: r.helpText,
              exampleImage: r.exampleImage,
              position: r.position,
              hasDocuments: Boolean(hasDocuments),
            }));
          return { id: group.id, name: group.name, position: group.position, hasDocuments: reqs.some((r) => r.hasDocuments), requirements: reqs };
        });
      return { id: stage.id, name: stage.name, description: stage.description, position: stage.position, hasDocuments: ofStage.some((g) => g.hasDocuments), groups: ofStage };
    });
    return {
      id: set.id,
      name: set.name,
      platform: set.ownerCompanyId === null,
      retired: set.retired,
      generators: set.generators,
      stagesCount: stages.length,
      servicesCount: await repo.servicesUsing(set.id, set.ownerCompanyId === null ? companyId : undefined),
      stages: nodes,
    };
  }

  /** Copies stages, groups and requirements (example images included) of `fromId` under `toId`. */
  async function copyTree(tx: Executor, fromId: string, toId: string) {
    const r = documentSetsRepository(tx);
    const source = await r.tree(fromId);
    for (const stage of source.stages) {
      const newStage = await r.insertStage({ setId: toId, name: stage.name, description: stage.description, position: stage.position });
      for (const group of source.groups.filter((g) => g.stageId === stage.id)) {
        const newGroup = await r.insertGroup({ stageId: newStage.id, name: group.name, position: group.position });
        for (const { requirement } of source.requirements.filter((x) => x.requirement.groupId === group.id)) {
          await r.insertRequirement({
            groupId: newGroup.id,
            name: requirement.name,
            format: requirement.format,
            delivery: requirement.delivery,
            helpText: requirement.helpText,
            exampleImage: requirement.exampleImage,
            position: requirement.position,
          });
        }
      }
    }
  }

  /** For edits with no node to find: the set being the company's own is enough. */
  const theSet = () => Promise.resolve(true);

  /**
   * The shape of every tree edit: the set must be the company's own and `exists` must find the node
   * in it (404 otherwise); `work` and its Bitácora line (`log`) share one transaction; the answer is
   * the tree as it now stands.
   */
  async function editTree<N>(
    actor: Actor,
    companyId: string,
    setId: string,
    exists: () => Promise<N | undefined>,
    work: (edit: { r: DocumentSetsRepository; node: N; tx: Executor; log: Log }) => Promise<void>,
  ): Promise<TDocumentSetTree> {
    const set = await ownSet(actor, companyId, setId);
    const node = await exists();
    if (!node) throw new AppError('NOT_FOUND');
    await deps.db.transaction((tx) => work({ r: documentSetsRepository(tx), node, tx, log: (action, details) => audit(tx, actor, companyId, action, setId, details) }));
    return treeOf(set, companyId);
  }

  /** Checks a new order names exactly the parent's children, then writes it. */
  async function reorder(r: DocumentSetsRepository, log: Log, level: Level, current: string[], ids: string[]) {
    const same = current.length === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw new AppError('VALIDATION', { message: M.ordenInvalido, fields: { ids: M.ordenInvalido } });
    await r.reorder(level, ids);
    await log(REORDERED[level], { ids });
  }

  return {
    /** The set screens' access (Administrador with Administración), checked before a workbook upload is read. */
    async requireAdministrator(actor: Actor, companyId: string): Promise<void> {
      await requireAdministration(guard, actor, companyId);
    },

    async list(actor: Actor, companyId: string, query: { search?: string | undefined; sort: 'asc' | 'desc' }): Promise<TDocumentSetSummary[]> {
      await requireAdministration(guard, actor, companyId);
      const rows = await repo.list(companyId);
      const needle = query.search ? foldText(query.search) : '';
      const found = needle ? rows.filter((r) => foldText(r.set.name).includes(needle)) : rows;
      const sign = query.sort === 'desc' ? -1 : 1;
      return found
        .map(({ set, servicesCount, stagesCount }) => ({
          id: set.id,
          name: set.name,
          platform: set.ownerCompanyId === null,
          retired: set.retired,
          generators: set.generators,
          stagesCount: Number(stagesCount),
          servicesCount: Number(servicesCount),
        }))
        .toSorted((a, b) => sign * (foldText(a.name).localeCompare(foldText(b.name), 'es-MX') || a.id.localeCompare(b.id)));
    },

    async get(actor: Actor, companyId: string, setId: string): Promise<TDocumentSetTree> {
      return treeOf(await visibleSet(actor, companyId, setId), companyId);
    },

    /** A set with at least one stage: its own stages, or a copy of another set (plus any stages given). */
    async create(actor: Actor, companyId: string, input: TCreateDocumentSetRequest & { name: string }): Promise<TDocumentSetTree> {
      await requireAdministration(guard, actor, companyId);
      await requireUniqueName(companyId, input.name);
      const stages = input.stages ?? [];
      if (input.copyFromId) {
        const source = await repo.find(input.copyFromId);
        if (!source || (source.ownerCompanyId !== null && source.ownerCompanyId !== companyId))
          throw new AppError('VALIDATION', { message: M.copiaNoDisponible, fields: { copyFromId: M.copiaNoDisponible } });
        if (!stages.length && !(await repo.stageIds(source.id)).length) throw new AppError('VALIDATION', { message: M.etapaRequerida, fields: { copyFromId: M.etapaRequerida } });
      } else if (!stages.length) throw new AppError('VALIDATION', { message: M.etapaRequerida, fields: { stages: M.etapaRequerida } });
      const row = await deps.db.transaction(async (tx) => {
        const r = documentSetsRepository(tx);
        const created = await r.insert(companyId, input.name);
        if (input.copyFromId) await copyTree(tx, input.copyFromId, created.id);
        for (const name of stages) await r.insertStage({ setId: created.id, name, description: '', position: await r.nextStagePosition(created.id) });
        await audit(tx, actor, companyId, 'document_set.created', created.id, { name: input.name, copyFromId: input.copyFromId ?? null, stages });
        return created;
      });
      return treeOf(row, companyId);
    },

    /**
     * Nuevo set de documentos from an Excel workbook (spec 3 §5). The file goes through the file
     * pipeline first (size, type, magic bytes, macros, zip entries), then the parse worker reads
     * the sheet and every row is checked; one bad row and nothing is created (the stored file is
     * removed again). A good file creates the set, its stages, groups and requirements and its
     * Bitácora line in one transaction, and keeps the workbook as the set's source.
     */
    async importWorkbook(actor: Actor, companyId: string, input: { name: string; filename: string; bytes: Uint8Array }): Promise<TDocumentSetTree> {
      await requireAdministration(guard, actor, companyId);
      const parsed = ZRenameRequest.safeParse({ name: input.name });
      if (!parsed.success) throw new AppError('VALIDATION', { message: M.nombreRequerido, fields: { name: M.nombreRequerido } });
      const name = parsed.data.name;
      await requireUniqueName(companyId, name);
      if (!input.bytes.byteLength) throw new AppError('VALIDATION', { message: X.archivoRequerido, fields: { file: X.archivoRequerido } });

      const stored = await deps.files.storeUpload({
        actor,
        companyId,
        kind: WORKBOOK_KIND,
        source: input.bytes,
        filename: input.filename,
        allowed: ['xlsx'],
        maxBytes: DOCUMENT_SET_WORKBOOK_MAX_BYTES,
        messages: { invalid: X.archivoInvalido, tooLarge: X.archivoMuyGrande },
        field: 'file',
      });
      const discard = async () => {
        await deps.db.transaction((tx) => deps.files.removeRow(tx, stored.id));
        await deps.files.deleteBytes(stored.id);
      };
      let tree: ImportedStage[];
      try {
        const checked = checkDocumentSetRows(await readWorkbookRows(Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength), DOCUMENT_SET_SHEET));
        if (!checked.ok) throw rowsRefused(checked);
        tree = checked.stages;
      } catch (error) {
        await discard();
        throw error;
      }

      let row: DocumentSetRow;
      try {
        row = await deps.db.transaction(async (tx) => {
          const r = documentSetsRepository(tx);
          const created = await r.insert(companyId, name);
          for (const [s, stage] of tree.entries()) {
            const newStage = await r.insertStage({ setId: created.id, name: stage.name, description: stage.description, position: s });
            for (const [g, group] of stage.groups.entries()) {
              const newGroup = await r.insertGroup({ stageId: newStage.id, name: group.name, position: g });
              for (const [q, requirement] of group.requirements.entries()) await r.insertRequirement({ groupId: newGroup.id, ...requirement, position: q });
            }
          }
          const requirementsCount = tree.reduce((n, s) => n + s.groups.reduce((m, g) => m + g.requirements.length, 0), 0);
          await audit(tx, actor, companyId, 'document_set.created', created.id, { name, source: 'xlsx', fileId: stored.id, stages: tree.length, requirements: requirementsCount });
          return created;
        });
      } catch (error) {
        // Any failure (a name taken meanwhile…): the workbook goes with the set that was not made.
        await discard().catch(() => undefined);
        throw error;
      }
      return treeOf(row, companyId);
    },

    async rename(actor: Actor, companyId: string, setId: string, name: string): Promise<TDocumentSetSummary> {
      await ownSet(actor, companyId, setId);
      await requireUniqueName(companyId, name, setId);
      const row = await deps.db.transaction(async (tx) => {
        const updated = await documentSetsRepository(tx).update(setId, { name });
        if (!updated) throw new AppError('NOT_FOUND');
        await audit(tx, actor, companyId, 'document_set.renamed', setId, { name });
        return updated;
      });
      return summaryOf(row, companyId);
    },

    async setRetired(actor: Actor, companyId: string, setId: string, retired: boolean): Promise<TDocumentSetSummary> {
      await ownSet(actor, companyId, setId);
      const row = await deps.db.transaction(async (tx) => {
        const updated = await documentSetsRepository(tx).update(setId, { retired });
        if (!updated) throw new AppError('NOT_FOUND');
        await audit(tx, actor, companyId, retired ? 'document_set.retired' : 'document_set.unretired', setId);
        return updated;
      });
      return summaryOf(row, companyId);
    },

    async remove(actor: Actor, companyId: string, setId: string): Promise<{ id: string }> {
      const set = await ownSet(actor, companyId, setId);
      await deps.db.transaction(async (tx) => {
        const r = documentSetsRepository(tx);
        const used = await r.servicesUsing(setId);
        if (used > 0) throw new AppError('CONFLICT', { message: M.enUsoNoBorrar(used) });
        // Company-level documents (no service) may still point at its requirements.
        if (await r.hasDocuments({ setId })) throw new AppError('CONFLICT', { message: M.setConDocumentos });
        await r.remove(setId);
        await audit(tx, actor, companyId, 'document_set.deleted', setId, { name: set.name });
      });
      return { id: setId };
    },

    // ── Stages ────────────────────────────────────────────────────────────────
    async addStage(actor: Actor, companyId: string, setId: string, values: { name: string; description: string }): Promise<TDocumentSetTree> {
      return editTree(actor, companyId, setId, theSet, async ({ r, log }) => {
        const stage = await r.insertStage({ setId, ...values, position: await r.nextStagePosition(setId) });
        await log('document_set.stage_added', { stageId: stage.id, ...values });
      });
    },

    async updateStage(actor: Actor, companyId: string, setId: string, stageId: string, values: { name: string; description: string }): Promise<TDocumentSetTree> {
      return editTree(actor, companyId, setId, () => repo.findStage(setId, stageId), async ({ r, log }) => {
        await r.updateStage(stageId, values);
        await log('document_set.stage_updated', { stageId, ...values });
      });
    },

    async removeStage(actor: Actor, companyId: string, setId: string, stageId: string): Promise<TDocumentSetTree> {
      return editTree(actor, companyId, setId, () => repo.findStage(setId, stageId), async ({ r, node, log }) => {
        if (await r.hasDocuments({ stageId })) throw new AppError('CONFLICT', { message: M.etapaConDocumentos });
        await r.removeStage(stageId);
        await log('document_set.stage_deleted', { stageId, name: node.name });
      });
    },

    async reorderStages(actor: Actor, companyId: string, setId: string, ids: string[]): Promise<TDocumentSetTree> {
      return editTree(actor, companyId, setId, theSet, async ({ r, log }) => reorder(r, log, 'stages', await r.stageIds(setId), ids));
    },

    // ── Requirement groups ────────────────────────────────────────────────────
    async addGroup(actor: Actor, companyId: string, setId: string, stageId: string, name: string): Promise<TDocumentSetTree> {
      return editTree(actor, companyId, setId, () => repo.findStage(setId, stageId), async ({ r, log }) => {
        const group = await r.insertGroup({ stageId, name, position: await r.nextGroupPosition(stageId) });
        await log('document_set.group_added', { stageId, groupId: group.id, name });
      });
    },

    async updateGroup(actor: Actor, companyId: string, setId: string, groupId: string, name: string): Promise<TDocumentSetTree> {
      return editTree(actor, companyId, setId, () => repo.findGroup(setId, groupId), async ({ r, log }) => {
        await r.updateGroup(groupId, name);
        await log('document_set.group_updated', { groupId, name });
      });
    },

    async removeGroup(actor: Actor, companyId: string, setId: string, groupId: string): Promise<TDocumentSetTree> {
      return editTree(actor, companyId, setId, () => repo.findGroup(setId, groupId), async ({ r, node, log }) => {
        if (await r.hasDocuments({ groupId })) throw new AppError('CONFLICT', { message: M.grupoConDocumentos });
        await r.removeGroup(groupId);
        await log('document_set.group_deleted', { groupId, name: node.name });
      });
    },

    async reorderGroups(actor: Actor, companyId: string, setId: string, stageId: string, ids: string[]): Promise<TDocumentSetTree> {
      return editTree(actor, companyId, setId, () => repo.findStage(setId, stageId), async ({ r, log }) => reorder(r, log, 'groups', await r.groupIds(stageId), ids));
    },

    // ── Requirements ──────────────────────────────────────────────────────────
    async addRequirement(actor: Actor, companyId: string, setId: string, groupId: string, values: RequirementValues): Promise<TDocumentSetTree> {
      return editTree(actor, companyId, setId, () => repo.findGroup(setId, groupId), async ({ r, log }) => {
        const row = await r.insertRequirement({ groupId, ...values, position: await r.nextRequirementPosition(groupId) });
        await log('document_set.requirement_added', { groupId, requirementId: row.id, ...values });
      });
    },

    async updateRequirement(actor: Actor, companyId: string, setId: string, requirementId: string, values: RequirementValues): Promise<TDocumentSetTree> {
      return editTree(actor, companyId, setId, () => repo.findRequirement(setId, requirementId), async ({ r, log }) => {
        await r.updateRequirement(requirementId, values);
        await log('document_set.requirement_updated', { requirementId, ...values });
      });
    },

    async removeRequirement(actor: Actor, companyId: string, setId: string, requirementId: string): Promise<TDocumentSetTree> {
      return editTree(actor, companyId, setId, () => repo.findRequirement(setId, requirementId), async ({ r, node, log }) => {
        if (await r.hasDocuments({ requirementId })) throw new AppError('CONFLICT', { message: M.requisitoConDocumentos });
        await r.removeRequirement(requirementId);
        await log('document_set.requirement_deleted', { requirementId, name: node.name });
      });
    },

    async reorderRequirements(actor: Actor, companyId: string, setId: string, groupId: string, ids: string[]): Promise<TDocumentSetTree> {
      return editTree(actor, companyId, setId, () => repo.findGroup(setId, groupId), async ({ r, log }) => reorder(r, log, 'requirements', await r.requirementIds(groupId), ids));
    },

    /** Stores an image (PNG, JPEG or WebP, ≤ 2 MB) through the file pipeline and shows it in the requirement's help. */
    async setExampleImage(actor: Actor, companyId: string, setId: string, requirementId: string, file: { stream: Readable; filename: string }): Promise<TDocumentSetTree> {
      // An unknown requirement still drains the upload, so the request ends cleanly with its 404.
      const exists = async () => {
        const found = await repo.findRequirement(setId, requirementId);
        if (!found) file.stream.resume();
        return found;
      };
      return editTree(actor, companyId, setId, exists, async ({ r, tx, log }) => {
        const stored = await deps.files.storeUpload({
          actor,
          companyId,
          kind: EXAMPLE_IMAGE_KIND,
          source: file.stream,
          filename: file.filename,
          allowed: ['png', 'jpeg', 'webp'],
          maxBytes: EXAMPLE_IMAGE_MAX_BYTES,
          messages: { invalid: M.imagenInvalida, tooLarge: M.imagenMuyGrande },
          tx,
          audit: { setId, requirementId },
        });
        await r.updateRequirement(requirementId, { exampleImage: exampleImageUrl(stored.id) });
        await log('document_set.example_image_set', { requirementId, fileId: stored.id });
      });
    },

    async clearExampleImage(actor: Actor, companyId: string, setId: string, requirementId: string): Promise<TDocumentSetTree> {
      return editTree(actor, companyId, setId, () => repo.findRequirement(setId, requirementId), async ({ r, log }) => {
        await r.updateRequirement(requirementId, { exampleImage: null });
        await log('document_set.example_image_cleared', { requirementId });
      });
    },

    /** The bytes of an example image; any other kind of file is absent. */
    async exampleImage(fileId: string): Promise<{ mime: string; sha256: string; bytes: Uint8Array }> {
      const row = await deps.files.findById(fileId);
      if (row?.kind !== EXAMPLE_IMAGE_KIND) throw new AppError('NOT_FOUND');
      const bytes = await deps.files.bytes(row.id);
      if (!bytes) throw new AppError('NOT_FOUND');
      return { mime: row.mime, sha256: row.sha256, bytes };
    },
  };
}
export type DocumentSetsService = ReturnType<typeof createDocumentSetsService>;
