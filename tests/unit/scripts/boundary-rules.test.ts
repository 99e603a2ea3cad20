import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { violation } from '../../../scripts/boundary-rules';

const root = '/repo';
const file = (path: string) => join(root, path);

describe('reglas de importación de check-boundaries', () => {
  it('rechaza que un módulo del servidor importe el repositorio de otro módulo', () => {
    expect(violation(root, file('src/server/modules/generators/generators.service.ts'), '../signatures/signatures.repository')).toMatch(/repositorio de otro/);
    expect(violation(root, file('src/server/modules/signatures/signatures.service.ts'), '../generators/generators.repository.ts')).toMatch(/repositorio de otro/);
  });

  it('permite el repositorio propio y el servicio de otro módulo', () => {
    expect(violation(root, file('src/server/modules/generators/generators.service.ts'), './generators.repository')).toBeUndefined();
    expect(violation(root, file('src/server/modules/signatures/signatures.service.ts'), '../generators/generators.service')).toBeUndefined();
    expect(violation(root, file('src/server/modules/signatures/signatures.service.ts'), '../generators/generator-ports')).toBeUndefined();
  });

  it('rechaza que src/web/components importe una funcionalidad', () => {
    expect(violation(root, file('src/web/components/app-shell/dashboard-shell.tsx'), '../../features/notifications/components/notifications-menu')).toMatch(/components no importa src\/web\/features/);
    expect(violation(root, file('src/web/components/app-shell/dashboard-shell.tsx'), '../brand/avala-logo')).toBeUndefined();
  });

  it('rechaza que src/web/offline importe componentes', () => {
    expect(violation(root, file('src/web/offline/register-service-worker.ts'), '../components/pwa/update-available-notice')).toMatch(/offline no importa/);
    expect(violation(root, file('src/web/offline/sync-engine.ts'), '../lib/http/api-error')).toBeUndefined();
  });

  it('mantiene las reglas anteriores', () => {
    expect(violation(root, file('src/web/features/a/x.ts'), '../../../server/app')).toMatch(/src\/web nunca importa src\/server/);
    expect(violation(root, file('src/web/features/a/x.ts'), '../b/y')).toMatch(/funcionalidad web no importa otra/);
    expect(violation(root, file('src/shared/domain/x.ts'), 'react')).toMatch(/solo puede importar zod/);
    expect(violation(root, file('src/shared/domain/x.ts'), 'zod')).toBeUndefined();
    expect(violation(root, file('sw/sw.ts'), '../src/web/lib/x')).toMatch(/sw\/ solo importa/);
  });
});
