import { describe, expect, it } from 'vitest';
import { sat69ListNamed, satDownloadSources } from '../../../../src/server/modules/sat-lists/sat-list-sources';
import { listKeyOf, sha256Of } from '../../../../src/server/modules/sat-lists/sat-lists.service';

describe('direcciones de descarga de las listas del SAT', () => {
  it('sin direcciones no hay descargas', () => {
    expect(satDownloadSources({})).toEqual([]);
  });

  it('lee SAT_69B_URL y los listados de SAT_69_URLS nombrados como el SAT o por su clave', () => {
    const sources = satDownloadSources({
      SAT_69B_URL: 'https://sat.example/69b.csv',
      SAT_69_URLS: JSON.stringify({ Firmes: 'https://sat.example/f.csv', 'No localizados': 'https://sat.example/nl.csv', condonados: 'http://127.0.0.1/c.csv' }),
    });
    expect(sources.map((s) => [listKeyOf(s.target), s.url])).toEqual([
      ['69b', 'https://sat.example/69b.csv'],
      ['firmes', 'https://sat.example/f.csv'],
      ['no-localizados', 'https://sat.example/nl.csv'],
      ['condonados', 'http://127.0.0.1/c.csv'],
    ]);
  });

  it('rechaza JSON roto, un listado desconocido o una dirección que no es http', () => {
    expect(() => satDownloadSources({ SAT_69_URLS: '{' })).toThrow(/JSON/);
    expect(() => satDownloadSources({ SAT_69_URLS: '["https://x"]' })).toThrow(/objeto/);
    expect(() => satDownloadSources({ SAT_69_URLS: JSON.stringify({ Otros: 'https://x' }) })).toThrow(/Otros/);
    expect(() => satDownloadSources({ SAT_69_URLS: JSON.stringify({ Firmes: 'ftp://x' }) })).toThrow(/http/);
  });

  it('reconoce los nombres sin importar mayúsculas ni acentos', () => {
    expect(sat69ListNamed('NO LOCALIZADOS')).toBe('no-localizados');
    expect(sat69ListNamed('Sentencias')).toBe('sentencias');
    expect(sat69ListNamed('69b')).toBeUndefined();
  });

  it('sha256 de los bytes en hexadecimal', () => {
    expect(sha256Of(new TextEncoder().encode('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('OPERATOR_EMAIL y OPERATOR_PASSWORD', () => {
  it('solo con los dos se crea el operador', async () => {
    const { operatorSettings } = await import('../../../../src/server/seed/platform-operator');
    expect(operatorSettings({})).toBeUndefined();
    expect(operatorSettings({ OPERATOR_EMAIL: 'operador@avala.mx' })).toBeUndefined();
    expect(operatorSettings({ OPERATOR_EMAIL: 'operador@avala.mx', OPERATOR_PASSWORD: 'Segura.2026!' })).toEqual({ email: 'operador@avala.mx', password: 'Segura.2026!' });
  });
});
