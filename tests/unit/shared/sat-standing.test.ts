import { describe, expect, it } from 'vitest';
import { blacklistOf, situationDate } from '../../../src/shared/domain/sat-standing';
import { blacklistLabel } from '../../../src/shared/labels/counterparts';
import { blacklistHover } from '../../../src/shared/labels/sat-lists';

const none = { dofPresuntos: null, satPresuntos: null, dofdesvirtuados: null, satDesvirtuados: null, dofDefinitivos: null, satDefinitivos: null, dofSentenciaFavorable: null, satSentenciaFavorable: null };

describe('regla de la etiqueta de lista negra (spec 2 §4)', () => {
  it('sin listado 69-B importado es BAJO REVISIÓN, aunque otra lista lo nombre', () => {
    expect(blacklistLabel(blacklistOf({ has69bList: false, situations69b: [] }))).toBe('BAJO REVISIÓN');
  });

  it('Definitivo es PERTENECE; Presunto, Desvirtuado, Sentencia favorable o ninguna lista es NO PERTENECE', () => {
    const label = (situations: Parameters<typeof blacklistOf>[0]['situations69b']) => blacklistLabel(blacklistOf({ has69bList: true, situations69b: situations }));
    expect(label([{ situation: 'definitivo', date: '2026-11-15' }])).toBe('PERTENECE');
    expect(label([{ situation: 'presunto', date: null }])).toBe('NO PERTENECE');
    expect(label([{ situation: 'desvirtuado', date: null }])).toBe('NO PERTENECE');
    expect(label([{ situation: 'sentencia-favorable', date: null }])).toBe('NO PERTENECE');
    expect(label([])).toBe('NO PERTENECE');
    // An RFC SAT lists twice counts as Definitivo if either row is.
    expect(label([{ situation: 'presunto', date: null }, { situation: 'definitivo', date: null }])).toBe('PERTENECE');
  });

  it('la fecha de una situación es la del DOF, y si no la hay la de la página del SAT', () => {
    expect(situationDate({ ...none, situacionContribuyente: 'definitivo', dofDefinitivos: '2026-10-02', satDefinitivos: '2026-09-30' })).toBe('2026-10-02');
    expect(situationDate({ ...none, situacionContribuyente: 'presunto', satPresuntos: '2026-01-05' })).toBe('2026-01-05');
    expect(situationDate({ ...none, situacionContribuyente: 'desvirtuado', dofdesvirtuados: '2026-03-01' })).toBe('2026-03-01');
    expect(situationDate({ ...none, situacionContribuyente: 'sentencia-favorable' })).toBeNull();
  });

  it('el texto al pasar el cursor dice la lista y su fecha, o contra qué listado se revisó', () => {
    expect(blacklistHover({ listings: [], checkedAt: null }, null)).toEqual(['Aún no se ha importado el listado 69-B del SAT: el estado queda bajo revisión.']);
    expect(blacklistHover({ listings: [], checkedAt: '15/11/2026' }, false)).toEqual(['No aparece en los listados vigentes del SAT (listado 69-B publicado el 15/11/2026).']);
    expect(
      blacklistHover(
        {
          listings: [
            { label: 'Listado 69-B: Definitivo', date: '02/10/2026' },
            { label: 'Artículo 69: Firmes', date: null },
          ],
          checkedAt: '15/11/2026',
        },
        true,
      ),
    ).toEqual(['Listado 69-B: Definitivo (publicado el 02/10/2026)', 'Artículo 69: Firmes']);
  });
});
