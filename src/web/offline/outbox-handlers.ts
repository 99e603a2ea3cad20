import type { OutboxEntry } from './outbox-entry';

/**
 * How a feature treats the outbox entries of its scope type. The sync engine knows nothing of
 * generators or documents: it asks the handler of `entry.scope.type`, registered at start
 * (src/web/offline/handlers/).
 */
export interface OutboxHandler {
  /** After a 2xx, with the envelope's `respuesta` (e.g. remember the code the server assigned). */
  onSuccess?(entry: OutboxEntry, respuesta: unknown): Promise<void> | void;
  /**
   * True when this entry, once failed ("Requiere atención"), must keep the rest of its scope
   * waiting, e.g. the creation of the record the other calls modify.
   */
  blocks?(entry: OutboxEntry): boolean;
}

const handlers = new Map<string, OutboxHandler>();

/** Registers (or replaces) the handler of a scope type; returns the unregistration. */
export function registerOutboxHandler(type: string, handler: OutboxHandler): () => void {
  handlers.set(type, handler);
  return () => {
    if (handlers.get(type) === handler) handlers.delete(type);
  };
}

/** Without a handler an entry is still sent; it just has no follow-up and blocks nothing. */
export const outboxHandler = (type: string): OutboxHandler | undefined => handlers.get(type);
