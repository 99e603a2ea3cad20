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

  it('un tablero sin filas no marca nada', () => {
    expect(searchHits(boardSearch([]), 'nunez')).toEqual(new Uint8Array(0));
  });
});
