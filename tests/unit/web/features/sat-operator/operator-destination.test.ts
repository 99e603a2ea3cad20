// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { resolvePostLoginDestination } from '../../../../../src/web/features/auth/lib/post-login-destination';
import { buildUserMe } from '../../support/build-user-me';

describe('destino del operador de la plataforma después de iniciar sesión', () => {
  it('sin empresa va a sus listas del SAT (un origen de empresa no aplica)', () => {
    const operator = buildUserMe({ platformRole: 'operator', companies: [] }, null);
    expect(resolvePostLoginDestination(operator)).toEqual({ to: '/operacion/listas-sat', serviceType: null });
    expect(resolvePostLoginDestination(operator, '/dashboard/vault')).toEqual({ to: '/operacion/listas-sat', serviceType: null });
    expect(resolvePostLoginDestination(operator, '/operacion/listas-sat')).toEqual({ to: '/operacion/listas-sat', serviceType: null });
  });

  it('un usuario sin empresa y sin papel de operador sigue sin destino', () => {
    expect(resolvePostLoginDestination(buildUserMe({ companies: [] }, null))).toBeNull();
  });
});
