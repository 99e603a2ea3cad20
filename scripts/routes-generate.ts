/** Regenerates src/web/route-tree.gen.ts from src/web/routes without a full build (`npm run routes`). */
import { Generator, getConfig } from '@tanstack/router-generator';
import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const config = getConfig({
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: here('src/web/routes'),
  generatedRouteTree: here('src/web/route-tree.gen.ts'),
  quoteStyle: 'single',
});
await new Generator({ config, root: here('.') }).run();
