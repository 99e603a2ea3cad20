import { DELIVERY_KINDS, REQUIREMENT_FORMATS } from '../domain/compliance';
import { z } from '../domain/zod-locale';
import { MENSAJES_SETS as M } from '../labels/document-sets';
import { envelope } from './envelope';
import { text } from './fields';

/** Administración › Servicios: document sets (the spec's service types) and their tree. */

export const DOCUMENT_SET_NAME_MAX = 160;
export const STAGE_NAME_MAX = 160;
export const GROUP_NAME_MAX = 160;
export const REQUIREMENT_NAME_MAX = 200;
export const STAGE_DESCRIPTION_MAX = 500;
export const HELP_TEXT_MAX = 2000;
/** The example image of a requirement's help dialog: an image only, at most 2 MB. */
export const EXAMPLE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const EXAMPLE_IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';
/** Stages, groups and requirements per parent: bounds the order arrays. */
export const TREE_LEVEL_MAX = 200;

export const ZDocumentSetsQuery = z.object({ search: z.string().trim().max(100).optional(), sort: z.enum(['asc', 'desc']).default('asc') });
export type TDocumentSetsQuery = z.input<typeof ZDocumentSetsQuery>;

/**
 * POST /companies/{id}/document-sets: a name and its stages, or a set to copy (platform or own)
 * whose stages come along. A set always starts with at least one stage (spec 3 §5, "Debe haber al
 * menos una etapa"); stages given with a copy are added after the copied ones.
 */
export const ZCreateDocumentSetRequest = z
  .object({
    name: text(M.nombreRequerido, DOCUMENT_SET_NAME_MAX),
    copyFromId: z.uuid().nullish(),
    stages: z.array(text(M.nombreRequerido, STAGE_NAME_MAX)).max(TREE_LEVEL_MAX).default([]),
  })
  .strict()
  .refine((v) => Boolean(v.copyFromId) || v.stages.length > 0, { message: M.etapaRequerida, path: ['stages'] });
export type TCreateDocumentSetRequest = z.input<typeof ZCreateDocumentSetRequest>;

export const ZRenameRequest = z.object({ name: text(M.nombreRequerido, DOCUMENT_SET_NAME_MAX) }).strict();
export type TRenameRequest = z.input<typeof ZRenameRequest>;

export const ZRetireRequest = z.object({ retired: z.boolean() }).strict();

export const ZStageRequest = z
  .object({
    name: text(M.nombreRequerido, STAGE_NAME_MAX),
    description: z.string().trim().max(STAGE_DESCRIPTION_MAX).default(''),
  })
  .strict();
export type TStageRequest = z.input<typeof ZStageRequest>;

export const ZGroupRequest = z.object({ name: text(M.nombreRequerido, GROUP_NAME_MAX) }).strict();
export type TGroupRequest = z.input<typeof ZGroupRequest>;

/** The delivery rule with the form's Spanish messages (same shape as ZDeliveryRule of shared/domain). */
export const ZDeliveryRuleInput = z.object({
  kind: z.enum(DELIVERY_KINDS, { error: M.periodicidadInvalida }),
  day: z.number({ error: M.diaInvalido }).int(M.diaInvalido).min(1, M.diaInvalido).max(28, M.diaInvalido),
});

export const ZRequirementRequest = z
  .object({
    name: text(M.nombreRequerido, REQUIREMENT_NAME_MAX),
    format: z.enum(REQUIREMENT_FORMATS, { error: M.formatoInvalido }),
    delivery: ZDeliveryRuleInput,
    helpText: z.string().trim().max(HELP_TEXT_MAX).default(''),
  })
  .strict();
export type TRequirementRequest = z.input<typeof ZRequirementRequest>;

export const ZOrderRequest = z
  .object({ ids: z.array(z.uuid()).min(1).max(TREE_LEVEL_MAX) })
  .strict()
  .refine((v) => new Set(v.ids).size === v.ids.length, { message: M.ordenInvalido, path: ['ids'] });
export type TOrderRequest = z.input<typeof ZOrderRequest>;

export const ZDocumentSetParams = z.object({ companyId: z.uuid(), setId: z.uuid() });
export const ZStageParams = ZDocumentSetParams.extend({ stageId: z.uuid() });
export const ZGroupParams = ZDocumentSetParams.extend({ groupId: z.uuid() });
export const ZRequirementParams = ZDocumentSetParams.extend({ requirementId: z.uuid() });
export const ZExampleImageParams = z.object({ fileId: z.uuid() });

/** A set as the Servicios tab lists it. `servicesCount`: services of the viewing company using it (all services for its own sets). */
export const ZDocumentSetSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  platform: z.boolean(),
  retired: z.boolean(),
  generators: z.boolean(),
  stagesCount: z.number().int(),
  servicesCount: z.number().int(),
});
export type TDocumentSetSummary = z.infer<typeof ZDocumentSetSummary>;

export const ZRequirementNode = z.object({
  id: z.uuid(),
  name: z.string(),
  format: z.enum(REQUIREMENT_FORMATS),
  delivery: z.object({ kind: z.enum(DELIVERY_KINDS), day: z.number().int() }),
  helpText: z.string(),
  exampleImage: z.string().nullable(),
  position: z.number().int(),
  /** Documents were delivered against it (deleted ones included): it cannot be deleted. */
  hasDocuments: z.boolean(),
});
export type TRequirementNode = z.infer<typeof ZRequirementNode>;

export const ZGroupNode = z.object({ id: z.uuid(), name: z.string(), position: z.number().int(), hasDocuments: z.boolean(), requirements: z.array(ZRequirementNode) });
export type TGroupNode = z.infer<typeof ZGroupNode>;

export const ZStageNode = z.object({ id: z.uuid(), name: z.string(), description: z.string(), position: z.number().int(), hasDocuments: z.boolean(), groups: z.array(ZGroupNode) });
export type TStageNode = z.infer<typeof ZStageNode>;

export const ZDocumentSetTree = ZDocumentSetSummary.extend({ stages: z.array(ZStageNode) });
export type TDocumentSetTree = z.infer<typeof ZDocumentSetTree>;

export const ZDocumentSetsResponse = envelope(z.array(ZDocumentSetSummary));
export const ZDocumentSetTreeResponse = envelope(ZDocumentSetTree);
export const ZDocumentSetDeletedResponse = envelope(z.object({ id: z.uuid() }));
export const ZDocumentSetSummaryResponse = envelope(ZDocumentSetSummary);
