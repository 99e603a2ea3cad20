import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; hasInstallScript?: boolean; optional?: boolean }>;
};
const installed = Object.entries(lock.packages).filter(([path]) => path !== '');
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('una instalación nueva (`npm install`) no advierte nada', () => {
  it('cada paquete del lock admite la versión más antigua de Node que declara `engines`', () => {
    const oldest = semver.minVersion(manifest.engines.node)?.version ?? 'sin versión';
    expect(semver.valid(oldest)).toBe(oldest);
    const refusing = installed
      .flatMap(([path, pkg]) => (pkg.optional || !pkg.engines || Array.isArray(pkg.engines) || !pkg.engines.node ? [] : [{ path, version: pkg.version, node: pkg.engines.node }]))
      .filter(({ node }) => !semver.satisfies(oldest, node, { includePrerelease: true }))
      .map(({ path, version, node }) => `${nameOf(path)}@${version} pide Node ${node}`);
    expect(refusing).toEqual([]);
  });

  it('cada script de instalación está aprobado en allowScripts', () => {
    const approved = manifest.allowScripts ?? {};
    const pending = installed
      .filter(([, pkg]) => pkg.hasInstallScript)
      .map(([path, pkg]) => ({ name: nameOf(path), version: pkg.version }))
      .filter(({ name, version }) => approved[name] === undefined && approved[`${name}@${version}`] === undefined)
      .map(({ name, version }) => `${name}@${version}`);
    expect(pending).toEqual([]);
  });
});
