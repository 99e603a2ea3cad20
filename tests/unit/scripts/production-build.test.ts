import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webBuildCommand } from '../../../scripts/web-build';

describe('construcción de la aplicación web en `npm start`', () => {
  const root = '/srv/avala';

  it.each(['development', 'test', 'production', undefined])('es siempre de producción aunque NODE_ENV sea %s', (nodeEnv) => {
    const build = webBuildCommand(root, { NODE_ENV: nodeEnv, PATH: '/usr/bin' }, '/usr/bin/node');
    expect(build.command).toBe('/usr/bin/node');
    expect(build.args).toEqual([join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--mode', 'production', '--logLevel', 'warn']);
    expect(build.env.NODE_ENV).toBe('production');
  });

  it('conserva el resto del entorno y no modifica el del proceso padre', () => {
    const parent = { NODE_ENV: 'development', PATH: '/usr/bin', DATABASE_URL: 'postgres://x' };
    const build = webBuildCommand(root, parent);
    expect(build.env).toMatchObject({ PATH: '/usr/bin', DATABASE_URL: 'postgres://x', NODE_ENV: 'production' });
    expect(parent.NODE_ENV).toBe('development');
  });
});
