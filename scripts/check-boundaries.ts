/**
 * Enforces the one-way imports of ARCHITECTURE.md §1, which a generic linter cannot express:
 *   src/shared imports nothing of ours outside src/shared (only zod from packages);
 *   src/web never imports src/server, and one web feature never imports another;
 *   src/server never imports src/web; sw/ imports only sw/ and src/shared;
 *   a server module never imports another module's repository (ARCHITECTURE §2, one owner per table);
 *   src/web/components never imports src/web/features; src/web/offline never imports src/web/components.
 * The rules themselves live in boundary-rules.ts (unit-tested).
 * Prints every violation with file:line and exits 1 when there is any.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { violation } from './boundary-rules';

const root = fileURLToPath(new URL('..', import.meta.url));
const IMPORT = /\bfrom\s+['"]([^'"]+)['"]|\bimport\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

const problems: string[] = [];
for (const file of [...walk(join(root, 'src')), ...walk(join(root, 'sw'))]) {
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    const problem = specifier ? violation(root, file, specifier) : undefined;
    const line = source.slice(0, match.index).split('\n').length;
    if (problem) problems.push(`${relative(root, file)}:${line}  '${specifier}': ${problem}`);
  }
}

if (problems.length) {
  console.error(`Importaciones que rompen la arquitectura (${problems.length}):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Límites de importación: correctos.');
