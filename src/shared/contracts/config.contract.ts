import { z } from '../domain/zod-locale';
import { envelope } from './envelope';

/** GET /api/v1/config: what the web app reads at run time instead of baking it into the build. */
export const ZPublicConfig = z.object({
  mapa: z.object({
    /** Leaflet URL template ({s}, {z}, {x}, {y}). */
    tileUrl: z.string(),
    /** HTML attribution shown in the map's corner. */
    attribution: z.string(),
  }),
});
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

export const ZPublicConfigResponse = envelope(ZPublicConfig);
