/**
 * The import rules of ARCHITECTURE.md §1–§2 as one pure function, so scripts/check-boundaries.ts
 * applies them to the tree and a unit test can check each rule on made-up paths.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const SHARED_PACKAGES = new Set(['zod']);
const REPOSITORY = /\.repository(\.[cm]?[jt]sx?)?$/;

const parts = (root: string, path: string) => relative(root, path).split(sep);
const area = (root: string, path: string) => parts(root, path).slice(0, 2).join('/');
const under = (root: string, path: string, folder: string) => `${parts(root, path).join('/')}/`.startsWith(`${folder}/`);
const webFeature = (root: string, path: string) => parts(root, path).slice(0, 4).join('/').match(/^src\/web\/features\/[^/]+$/)?.[0];
const serverModule = (root: string, path: string) => parts(root, path).slice(0, 4).join('/').match(/^src\/server\/modules\/[^/]+$/)?.[0];

/**
 * Why importing `specifier` from `file` breaks the architecture (a Spanish sentence), or undefined.
 * `root` is the repository folder; `file` an absolute path under it.
 */
export function violation(root: string, file: string, specifier: string): string | undefined {
  const from = area(root, file);
  if (!specifier.startsWith('.')) {
    const pkg = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? '');
    if (from === 'src/shared' && !SHARED_PACKAGES.has(pkg)) return `src/shared solo puede importar ${[...SHARED_PACKAGES].join(', ')}`;
    return undefined;
  }
  const target = resolve(dirname(file), specifier);
  const to = area(root, target);
  if (from === 'src/shared' && to !== 'src/shared') return 'src/shared no importa nada fuera de src/shared';
  if (from === 'src/web' && to === 'src/server') return 'src/web nunca importa src/server';
  if (from === 'src/server' && to === 'src/web') return 'src/server nunca importa src/web';
  if (from.startsWith('sw') && to !== 'src/shared' && !relative(root, target).startsWith('sw')) return 'sw/ solo importa sw/ y src/shared';
  const [ownFeature, targetFeature] = [webFeature(root, file), webFeature(root, target)];
  if (ownFeature && targetFeature && ownFeature !== targetFeature) return 'una funcionalidad web no importa otra (súbelo a src/shared o src/web/components)';
  const [ownModule, targetModule] = [serverModule(root, file), serverModule(root, target)];
  if (ownModule && targetModule && ownModule !== targetModule && REPOSITORY.test(target)) {
    return 'un módulo del servidor no importa el repositorio de otro (usa su servicio, recibido por interfaz en context.ts)';
  }
  if (under(root, file, 'src/web/components') && under(root, target, 'src/web/features')) return 'src/web/components no importa src/web/features (súbelo a components o a src/shared)';
  if (under(root, file, 'src/web/offline') && under(root, target, 'src/web/components')) return 'src/web/offline no importa src/web/components';
  return undefined;
}
