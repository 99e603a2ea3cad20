import { afterEach, describe, expect, it, vi } from 'vitest';
import { satJobLog } from '../../../../src/server/modules/sat-lists/sat-lists-import.job';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('registro de la descarga diaria de las listas del SAT', () => {
  it('calla con LOG_LEVEL=silent', () => {
    expect(satJobLog('silent')).toBeUndefined();
  });

  it('una falla sale por stderr como línea JSON con el motivo; con warn, los éxitos no salen', () => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const log = satJobLog('warn');
    log?.info({ list: '69b' }, 'importada');
    log?.error({ err: new Error('HTTP 404'), list: '69b', url: 'https://sat.example/69b.csv' }, 'falló');
    expect(out).not.toHaveBeenCalled();
    const line = JSON.parse(String(err.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', msg: 'falló', err: 'HTTP 404', list: '69b', url: 'https://sat.example/69b.csv' });
  });
});
