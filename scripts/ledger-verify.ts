/**
 * Offline verification of a vault file against its proof bundle, with no server:
 *   npm run ledger:verify -- <archivo> <paquete.json> [--clave <clave de verificación publicada>]
 * Prints every check in Spanish and exits 1 when any fails, naming what failed.
 */
import { readFileSync } from 'node:fs';
import { verifyBundle, type ProofBundle } from '../src/shared/ledger/bundle';
import { VERIFICACION as V } from '../src/shared/labels/ledger';

async function main(argv: string[]): Promise<number> {
  const keyAt = argv.indexOf('--clave');
  const key = keyAt >= 0 ? argv[keyAt + 1] : undefined;
  const [filePath, bundlePath] = argv.filter((_, i) => keyAt < 0 || (i !== keyAt && i !== keyAt + 1));
  if (!filePath || !bundlePath) {
    console.error('Uso: npm run ledger:verify -- <archivo> <paquete.json> [--clave <clave publicada>]');
    return 2;
  }
  let bundle: ProofBundle;
  try {
    bundle = JSON.parse(readFileSync(bundlePath, 'utf8')) as ProofBundle;
  } catch {
    console.error(`No se pudo leer el paquete de pruebas ${bundlePath}.`);
    return 1;
  }
  const checks = await verifyBundle(new Uint8Array(readFileSync(filePath)), bundle, key ?? bundle.publicKey);
  for (const c of checks) console.log(`${c.ok ? '✔' : '✘'} ${c.title}: ${c.message}`);
  const failed = checks.filter((c) => !c.ok);
  console.log(failed.length === 0 ? V.resumenOk : `${V.resumenMal} Falló: ${[...new Set(failed.map((c) => c.title))].join(', ')}.`);
  return failed.length === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
