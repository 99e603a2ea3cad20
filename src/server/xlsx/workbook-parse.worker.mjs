// Plain-JS entry of the parse worker. The server runs from TypeScript sources (tsx in `npm start`,
// vite-node in vitest), and a worker thread starts without either loader; tsImport loads the
// TypeScript worker and everything it imports through tsx's own scoped loader, the same way in all
// three (npm start, the tests and the bench), without touching the worker's execArgv.
import { tsImport } from 'tsx/esm/api';

await tsImport('./workbook-parse.worker.ts', import.meta.url);
