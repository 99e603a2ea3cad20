/** What the e2e project's global set-up seeded once (seeded-template.setup.ts) for every file to copy. */
export interface SeededTemplate {
  /** DATA_DIR of a seeded PGlite server. */
  pgliteDataDir: string;
  /** DATA_DIR (the demo's files) that goes with `postgresDatabase`. */
  postgresDataDir: string;
  /** A migrated and seeded PostgreSQL database nobody is connected to: CREATE DATABASE … TEMPLATE it. */
  postgresDatabase: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate | undefined;
  }
}

/** The template inside the e2e suite; undefined elsewhere (a bench starting the server, say). */
export async function seededTemplate(): Promise<SeededTemplate | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('seededTemplate');
}

const copies = new Set<string>();

/** Remembers a database created from the template, so its server gets the template's files too. */
export function markSeededCopy(url: string) {
  copies.add(url);
}

export function isSeededCopy(url: string): boolean {
  return copies.has(url);
}
