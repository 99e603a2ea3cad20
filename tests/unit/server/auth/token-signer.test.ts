import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenSigner } from '../../../../src/server/modules/auth/tokens';

const claims = { userId: '6f1c0d4e-1111-4a4a-9a9a-000000000001', sessionId: '6f1c0d4e-2222-4a4a-9a9a-000000000002' };

describe('firma de tokens de acceso', () => {
  afterEach(() => vi.useRealTimers());

  it('un token verificado una vez se acepta de nuevo hasta que vence, y después no', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z'), toFake: ['Date'] });
    const signer = createTokenSigner('secreto-de-prueba-con-longitud-suficiente');
    const token = await signer.sign(claims, new Date('2026-11-29T10:15:00Z'));
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-29T10:15:01Z'));
    expect(await signer.verify(token)).toBeNull();
  });

  it('un token alterado, de otro secreto o sin firma no se acepta, aunque el original ya se haya verificado', async () => {
    const signer = createTokenSigner('secreto-de-prueba-con-longitud-suficiente');
    const token = await signer.sign(claims, new Date(Date.now() + 60_000));
    expect(await signer.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'otro' })).toString('base64url');
    expect(await signer.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await signer.verify(`${header}.${payload}.`)).toBeNull();
    const foreign = await createTokenSigner('otro-secreto-de-prueba-con-longitud').sign(claims, new Date(Date.now() + 60_000));
    expect(await signer.verify(foreign)).toBeNull();
  });
});
