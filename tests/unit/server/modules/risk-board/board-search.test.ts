import { describe, expect, it } from 'vitest';
import { boardSearch, searchHits, searchTextAt } from '../../../../../src/server/modules/risk-board/board-search';

const texts = ['angeles limpieza sa de cv aaa010101aa1', 'comedores nunez sa de cv bbb020202bb2', '', 'nunez y nunez sa de cv ccc030303cc3', 'kiosco gomez sa de cv ddd040404dd4'];
const positions = (hits: Uint8Array) => [...hits.keys()].filter((i) => hits[i] === 1);
/** What a per-row includes answers, the rule the joined scan must keep. */
const byRow = (folded: string) => texts.flatMap((text, i) => (text.includes(folded) ? [i] : []));

describe('la búsqueda del tablero de riesgos sobre sus textos unidos', () => {
  const search = boardSearch(texts);

  it('marca las mismas filas que buscar fila por fila: la primera, la última, repetidas, nombre con RFC', () => {
    const words = ['angeles', 'dd4', 'nunez', 'sa de cv', 'de cv bbb', 'a', 'zzz', 'cc3 kiosco', 'aa1\u0000comedores'];
    expect(words.map((folded) => [folded, positions(searchHits(search, folded))])).toEqual(words.map((folded) => [folded, byRow(folded)]));
  });

  it('no encuentra una palabra partida entre dos filas', () => {
    expect(positions(searchHits(search, 'aa1comedores'))).toEqual([]);
    expect(positions(searchHits(search, 'dd4 angeles'))).toEqual([]);
  });

  it('devuelve el texto de cada fila, la vacía incluida', () => {
    expect(texts.map((_, i) => searchTextAt(search, i))).toEqual(texts);
  });

  it('con muchas filas, el índice de trigramas marca lo mismo que buscar fila por fila', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    const words = ['nunez', 'pena', 'garcia', 'limpieza', 'servicios', 'sa de cv', 'y', 'cia.', 'o\'brien', 'a&b', 'grupo-norte', 'mu~oz', '3m'];
    const rfc = () => Array.from({ length: 12 }, () => pick([...'abcdefghijklmnopqrstuvwxyz0123456789'])).join('');
    const many = Array.from({ length: 3000 }, (_, i) => (i % 97 === 0 ? '' : `${Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(words)).join(' ')} ${rfc()}`));
    const joined = boardSearch(many);
    const expected = (folded: string) => many.flatMap((text, i) => (text.includes(folded) ? [i] : []));
    const row = (i: number) => many[i] as string;
    const queries = [
      ...Array.from({ length: 300 }, () => {
        const text = row(Math.floor(random() * many.length));
        const from = Math.floor(random() * text.length);
        return text.slice(from, from + 1 + Math.floor(random() * 10));
      }),
      'nunez', 'a&b', 'o\'b', 'cia.', 'mu~', '~oz', 'zzz', 'ez s', 'de cv',
      // Across two rows: never a hit.
      `${row(1).slice(-3)}${row(2).slice(0, 3)}`,
    ];
    expect(queries.map((folded) => [folded, positions(searchHits(joined, folded))])).toEqual(queries.map((folded) => [folded, expected(folded)]));
  });

  it('un tablero sin filas no marca nada', () => {
    expect(searchHits(boardSearch([]), 'nunez')).toEqual(new Uint8Array(0));
  });
});
