/**
 * `npm start`: builds the web app (always a production build) when dist/ is missing or older than
 * its sources, then starts the server: migrations, then the demo data outside production or the
 * first administrator (ADMIN_*) on an empty production database.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildCommand } from './web-build';

const root = fileURLToPath(new URL('..', import.meta.url));
const WEB_SOURCES = ['src/web', 'src/shared', 'sw', 'public', 'vite.config.ts', 'package.json', 'tsconfig.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

function webBuildIsStale(): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return WEB_SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

if (webBuildIsStale()) {
  console.log('Construyendo la aplicación web (dist/)…');
  const build = webBuildCommand(root, process.env);
  const result = spawnSync(build.command, build.args, { cwd: root, stdio: 'inherit', env: build.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { startServer } = await import('../src/server/main');
try {
  await startServer();
} catch (error) {
  // A refused start (e.g. production without ADMIN_* on an empty database) prints its message, not a stack.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
