import { GROUP_NAME_MAX, HELP_TEXT_MAX, REQUIREMENT_NAME_MAX, STAGE_DESCRIPTION_MAX, STAGE_NAME_MAX, TREE_LEVEL_MAX } from '../contracts/document-sets.contract';
import { IMPORTACION_SETS as M, PERIODICIDAD } from '../labels/document-sets';
import { foldText } from '../text/fold';
import { DELIVERY_KINDS, type DeliveryKind, REQUIREMENT_FORMATS, type RequirementFormat } from './compliance';

/**
 * The workbook a document set is created from (spec 3 §5 "an Excel spreadsheet file is uploaded"):
 * one sheet, a header row, then one row per requirement in the order they are delivered. A row
 * with only the stage (and its description) makes a stage with no requirements yet. Stages and
 * groups are named on every row and matched case- and accent-blind; an empty group is "General".
 */
export const DOCUMENT_SET_SHEET = 'Set de documentos';
export const DOCUMENT_SET_TEMPLATE_FILE = 'Plantilla set de documentos.xlsx';
export const DOCUMENT_SET_WORKBOOK_MAX_BYTES = 2 * 1024 * 1024;
/** Requirement rows a workbook may carry (a real set has a few dozen). */
export const DOCUMENT_SET_MAX_ROWS = 1000;
/** Row problems listed one by one; beyond that the answer counts the rest. */
export const DOCUMENT_SET_MAX_PROBLEMS = 50;
export const DEFAULT_GROUP = 'General';

export const DOCUMENT_SET_COLUMNS = [
  { key: 'stage', header: 'Etapa', width: 28, required: true, max: STAGE_NAME_MAX },
  { key: 'description', header: 'Descripción de la etapa', width: 36, required: false, max: STAGE_DESCRIPTION_MAX },
  { key: 'group', header: 'Grupo', width: 26, required: false, max: GROUP_NAME_MAX },
  { key: 'requirement', header: 'Requisito', width: 40, required: true, max: REQUIREMENT_NAME_MAX },
  { key: 'format', header: 'Formato', width: 12, required: true, max: 10 },
  { key: 'delivery', header: 'Periodicidad', width: 18, required: true, max: 40 },
  { key: 'day', header: 'Día', width: 8, required: true, max: 10 },
  { key: 'help', header: 'Ayuda', width: 48, required: false, max: HELP_TEXT_MAX },
] as const;
export type DocumentSetColumnKey = (typeof DOCUMENT_SET_COLUMNS)[number]['key'];

/** The Spanish delivery labels the template's list offers (Una sola vez, Mensual…). */
export const DELIVERY_CHOICES = DELIVERY_KINDS.map((kind) => PERIODICIDAD[kind]);

export interface WorkbookRow {
  /** The sheet's 1-based row number, as the user sees it. */
  index: number;
  cells: string[];
}

export interface ImportedRequirement {
  name: string;
  format: RequirementFormat;
  delivery: { kind: DeliveryKind; day: number };
  helpText: string;
}
export interface ImportedGroup {
  name: string;
  requirements: ImportedRequirement[];
}
export interface ImportedStage {
  name: string;
  description: string;
  groups: ImportedGroup[];
}

export type DocumentSetRowsResult = { ok: true; stages: ImportedStage[] } | { ok: false; problems: string[]; empty: boolean };

const deliveryOf = (text: string): DeliveryKind | undefined => {
  const folded = foldText(text);
  return DELIVERY_KINDS.find((kind) => foldText(PERIODICIDAD[kind]) === folded || kind.toLowerCase() === folded);
};
const formatOf = (text: string): RequirementFormat | undefined => REQUIREMENT_FORMATS.find((f) => f === text.trim().toUpperCase().replace(/^\./, ''));
const isHeader = (cells: string[]) => DOCUMENT_SET_COLUMNS.every((c, i) => foldText(cells[i] ?? '') === foldText(c.header));

interface StageDraft extends ImportedStage {
  key: string;
  descriptionRow: number | null;
  groupIndex: Map<string, ImportedGroup & { seen: Map<string, number> }>;
}

/**
 * Checks every row of the sheet and builds the set's tree, or answers the problems ("Fila 7: …"),
 * one line per row with everything wrong in it. Nothing is half-built: a single bad row fails the
 * whole file. `empty` tells a file with no stage at all ('Debe haber al menos una etapa').
 */
export function checkDocumentSetRows(rows: readonly WorkbookRow[]): DocumentSetRowsResult {
  const [header, ...data] = rows;
  if (!header) return { ok: false, problems: [M.etapaRequerida], empty: true };
  if (!isHeader(header.cells)) return { ok: false, problems: [M.encabezado(header.index)], empty: false };
  if (!data.length) return { ok: false, problems: [M.etapaRequerida], empty: true };
  if (data.length > DOCUMENT_SET_MAX_ROWS) return { ok: false, problems: [M.demasiadasFilas(DOCUMENT_SET_MAX_ROWS)], empty: false };

  const problems: string[] = [];
  const stages = new Map<string, StageDraft>();
  for (const row of data) {
    const wrong: string[] = [];
    const cell = (key: DocumentSetColumnKey) => (row.cells[DOCUMENT_SET_COLUMNS.findIndex((c) => c.key === key)] ?? '').trim();
    const value = Object.fromEntries(DOCUMENT_SET_COLUMNS.map((c) => [c.key, cell(c.key)])) as Record<DocumentSetColumnKey, string>;
    for (const column of DOCUMENT_SET_COLUMNS) if (value[column.key].length > column.max) wrong.push(M.muyLargo(column.header, column.max));

    const onlyStage = !value.requirement && !value.group && !value.format && !value.delivery && !value.day && !value.help;
    if (!value.stage) wrong.push(M.falta('Etapa'));
    let requirement: ImportedRequirement | null = null;
    if (!onlyStage) {
      if (!value.requirement) wrong.push(M.falta('Requisito'));
      const format = formatOf(value.format);
      if (!format) wrong.push(value.format ? M.formato(value.format) : M.falta('Formato'));
      const kind = deliveryOf(value.delivery);
      if (!kind) wrong.push(value.delivery ? M.periodicidad(value.delivery, DELIVERY_CHOICES) : M.falta('Periodicidad'));
      const day = /^\d{1,2}$/.test(value.day) ? Number(value.day) : Number.NaN;
      if (!(day >= 1 && day <= 28)) wrong.push(value.day ? M.dia(value.day) : M.falta('Día'));
      if (format && kind && value.requirement && day >= 1 && day <= 28) requirement = { name: value.requirement, format, delivery: { kind, day }, helpText: value.help };
    }

    if (value.stage && !wrong.length) {
      const key = foldText(value.stage);
      let stage = stages.get(key);
      if (!stage) {
        if (stages.size >= TREE_LEVEL_MAX) wrong.push(M.demasiadas('etapas', TREE_LEVEL_MAX));
        else {
          stage = { key, name: value.stage, description: '', descriptionRow: null, groups: [], groupIndex: new Map() };
          stages.set(key, stage);
        }
      }
      if (stage && value.description) {
        if (stage.descriptionRow === null) {
          stage.description = value.description;
          stage.descriptionRow = row.index;
        } else if (stage.description !== value.description) wrong.push(M.otraDescripcion(stage.name, stage.descriptionRow));
      }
      if (stage && requirement) {
        const groupName = value.group || DEFAULT_GROUP;
        const groupKey = foldText(groupName);
        let group = stage.groupIndex.get(groupKey);
        if (!group) {
          if (stage.groupIndex.size >= TREE_LEVEL_MAX) wrong.push(M.demasiados('grupos en la etapa', TREE_LEVEL_MAX));
          else {
            group = { name: groupName, requirements: [], seen: new Map() };
            stage.groupIndex.set(groupKey, group);
            stage.groups.push(group);
          }
        }
        if (group) {
          const seenAt = group.seen.get(foldText(requirement.name));
          if (seenAt !== undefined) wrong.push(M.repetido(requirement.name, group.name, seenAt));
          else if (group.requirements.length >= TREE_LEVEL_MAX) wrong.push(M.demasiados('requisitos en el grupo', TREE_LEVEL_MAX));
          else {
            group.seen.set(foldText(requirement.name), row.index);
            group.requirements.push(requirement);
          }
        }
      }
    }
    if (wrong.length) problems.push(M.fila(row.index, wrong));
  }
  if (problems.length) return { ok: false, problems, empty: false };
  if (!stages.size) return { ok: false, problems: [M.etapaRequerida], empty: true };
  return {
    ok: true,
    stages: [...stages.values()].map((s) => ({ name: s.name, description: s.description, groups: s.groups.map((g) => ({ name: g.name, requirements: g.requirements })) })),
  };
}
