/**
 * Enforces the one-way imports of ARCHITECTURE.md §1, which a generic linter cannot express:
 *   src/shared imports nothing of ours outside src/shared (only zod from packages);
 *   src/web never imports src/server, and one web feature never imports another;
 *   src/server never imports src/web; sw/ imports only sw/ and src/shared.
 * Prints every violation with file:line and exits 1 when there is any.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const IMPORT = /\bfrom\s+['"]([^'"]+)['"]|\bimport\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const SHARED_PACKAGES = new Set(['zod']);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

const area = (path: string) => relative(root, path).split(sep).slice(0, 2).join('/');
const webFeature = (path: string) => relative(root, path).split(sep).slice(0, 4).join('/').match(/^src\/web\/features\/[^/]+$/)?.[0];

function violation(file: string, specifier: string): string | undefined {
  const from = area(file);
  if (!specifier.startsWith('.')) {
    const pkg = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? '');
    if (from === 'src/shared' && !SHARED_PACKAGES.has(pkg)) return `src/shared solo puede importar ${[...SHARED_PACKAGES].join(', ')}`;
    return undefined;
  }
  const target = resolve(dirname(file), specifier);
  const to = area(target);
  if (from === 'src/shared' && to !== 'src/shared') return 'src/shared no importa nada fuera de src/shared';
  if (from === 'src/web' && to === 'src/server') return 'src/web nunca importa src/server';
  if (from === 'src/server' && to === 'src/web') return 'src/server nunca importa src/web';
  if (from.startsWith('sw') && to !== 'src/shared' && !relative(root, target).startsWith('sw')) return 'sw/ solo importa sw/ y src/shared';
  const [ownFeature, targetFeature] = [webFeature(file), webFeature(target)];
  if (ownFeature && targetFeature && ownFeature !== targetFeature) return 'una funcionalidad web no importa otra (súbelo a src/shared o src/web/components)';
  return undefined;
}

const problems: string[] = [];
for (const file of [...walk(join(root, 'src')), ...walk(join(root, 'sw'))]) {
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    const problem = specifier ? violation(file, specifier) : undefined;
    const line = source.slice(0, match.index).split('\n').length;
    if (problem) problems.push(`${relative(root, file)}:${line}  '${specifier}': ${problem}`);
  }
}

if (problems.length) {
  console.error(`Importaciones que rompen la arquitectura (${problems.length}):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Límites de importación: correctos.');
