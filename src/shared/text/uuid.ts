const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a header, search parameter or cursor part is a UUID (any case) before it reaches a query. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
