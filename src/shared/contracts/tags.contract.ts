import { z } from '../domain/zod-locale';
import { MENSAJES_ETIQUETAS as M } from '../labels/tags';
import { envelope } from './envelope';

/** Company tags: at most 10 per company, each at most 30 characters (decided; spec 3 §3 names the field only). */
export const TAG_LIMITS = { perCompany: 10, length: 30 } as const;

/** The key two tags are compared by: trimmed and lower-cased (unique per company without regard to case). */
export const tagKey = (tag: string) => tag.trim().toLocaleLowerCase('es-MX');

/** One tag: trimmed free text. */
export const ZTag = z.string().trim().min(1, M.vacia).max(TAG_LIMITS.length, M.muyLarga(TAG_LIMITS.length));

/** The tags of one company as the form sends them: at most 10, none repeated without regard to case. */
export const ZCompanyTags = z
  .array(ZTag)
  .max(TAG_LIMITS.perCompany, M.demasiadas(TAG_LIMITS.perCompany))
  .refine((tags) => new Set(tags.map(tagKey)).size === tags.length, M.repetida);

/** Filter of a list by one tag (case-insensitive, whole tag). */
export const ZTagFilter = z.string().trim().min(1).max(TAG_LIMITS.length).optional();

/** GET /tags: without companyId, every company the caller acts for; with it, that company's group. */
export const ZTagsQuery = z.object({ companyId: z.uuid().optional() });
export type TTagsQuery = z.infer<typeof ZTagsQuery>;

/** A tag in use and how many of those companies carry it (the picker shows it as typed first). */
export const ZTagUse = z.object({ tag: z.string(), companies: z.number().int() });
export type TTagUse = z.infer<typeof ZTagUse>;
export const ZTagsResponse = envelope(z.array(ZTagUse));
