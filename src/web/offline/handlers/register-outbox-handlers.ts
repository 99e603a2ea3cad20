import { registerOutboxHandler } from '../outbox-handlers';
import { GENERATOR_SCOPE, generatorOutboxHandler } from './generator-outbox.handler';

let registered = false;

/** Every feature's outbox handler, registered once before the first sync pass. */
export function registerOutboxHandlers(): void {
  if (registered) return;
  registered = true;
  registerOutboxHandler(GENERATOR_SCOPE, generatorOutboxHandler);
}
