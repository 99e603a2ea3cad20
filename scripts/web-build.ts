import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface WebBuildCommand {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

/**
 * The `vite build` that `npm start` runs. It is always a production build, whatever NODE_ENV the
 * operator exported: Vite takes NODE_ENV=development from the environment over its build default
 * and bundles React's development build (207 KB instead of 139 KB gzip on first load). Both the
 * mode flag and the child's NODE_ENV are pinned, so neither .env files nor the shell can flip it.
 */
export function webBuildCommand(root: string, parentEnv: NodeJS.ProcessEnv, nodePath = process.execPath): WebBuildCommand {
  return {
    command: nodePath,
    args: [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--mode', 'production', '--logLevel', 'warn'],
    env: { ...parentEnv, NODE_ENV: 'production' },
  };
}

/** `npm run build` runs this file, so the script and `npm start` build the same way. */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const build = webBuildCommand(root, process.env);
  const result = spawnSync(build.command, build.args, { cwd: root, env: build.env, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
