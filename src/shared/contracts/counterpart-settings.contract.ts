import { z } from '../domain/zod-locale';
import { MENSAJES_CONTRAPARTES as M } from '../labels/counterparts';
import { envelope } from './envelope';

/** Longest internal reference a company keeps for a counterpart (an ERP vendor or customer number). */
export const COUNTERPART_REFERENCE_MAX = 40;

/**
 * PATCH /companies/{id}/providers/{providerId} and /clients/{clientId} (spec 1 §7; card actions
 * "Editar" and "Activar/Desactivar" of spec 2 §2). Both fields are the caller's own view of the
 * relation: the other company never sees them. `reference` null or '' clears it.
 */
export const ZUpdateCounterpartRequest = z
  .object({
    reference: z
      .string()
      .trim()
      .max(COUNTERPART_REFERENCE_MAX, M.referenciaLarga(COUNTERPART_REFERENCE_MAX))
      .nullable()
      .optional(),
    active: z.boolean().optional(),
  })
  .refine((value) => value.reference !== undefined || value.active !== undefined, { message: M.sinCambios, path: ['reference'] });
export type TUpdateCounterpartRequest = z.infer<typeof ZUpdateCounterpartRequest>;

/** The edit form (the reference only; activation has its own confirmation). */
export const ZCounterpartReferenceForm = z.object({
  reference: z.string().trim().max(COUNTERPART_REFERENCE_MAX, M.referenciaLarga(COUNTERPART_REFERENCE_MAX)),
});
export type TCounterpartReferenceForm = z.infer<typeof ZCounterpartReferenceForm>;

export const ZCounterpartSettings = z.object({ reference: z.string().nullable(), active: z.boolean() });
export type TCounterpartSettings = z.infer<typeof ZCounterpartSettings>;
export const ZCounterpartSettingsResponse = envelope(ZCounterpartSettings);
