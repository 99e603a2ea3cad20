import { z } from 'zod';
// Only the Spanish locale module: `z.locales` would pull every locale into the web bundle.
import es from 'zod/v4/locales/es.js';

/** Generic zod messages (wrong type, unknown key…) in Spanish on both sides; schema-specific messages come from the spec. */
z.config(es());

export { z };
