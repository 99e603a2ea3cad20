import { rememberGeneratorCode } from '../generator-codes';
import type { OutboxHandler } from '../outbox-handlers';

/** The scope type of every wizard entry (src/web/features/generator-wizard/lib/wizard-outbox.ts). */
export const GENERATOR_SCOPE = 'generator';

/**
 * Generators: the `init` entry creates the record, so while it needs attention the rest of that
 * generator waits; any successful answer may carry the generated code, which the wizard shows.
 */
export const generatorOutboxHandler: OutboxHandler = {
  onSuccess: (entry, respuesta) => rememberGeneratorCode(respuesta, entry.scope.id),
  blocks: (entry) => entry.kind === 'init',
};
