import { describe, expect, it } from 'vitest';
import { isConnectionLost } from '../../../../src/server/db/connection-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As Drizzle wraps a driver error: «Failed query: …» with the driver's error as its cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isConnectionLost', () => {
  it('reconoce una conexión terminada, rechazada o una base cerrada, también envuelta por Drizzle', () => {
    expect(isConnectionLost(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isConnectionLost(wrapped(withCode('terminating connection due to administrator command', '57P01')))).toBe(true);
    expect(isConnectionLost(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionLost(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isConnectionLost(withCode('connection failure', '08006'))).toBe(true);
    expect(isConnectionLost(withCode('database "x" is not currently accepting connections', '55000'))).toBe(true);
  });

  it('no confunde un error de la consulta con una conexión perdida', () => {
    expect(isConnectionLost(wrapped(withCode('duplicate key value violates unique constraint', '23505')))).toBe(false);
    expect(isConnectionLost(wrapped(withCode('canceling statement due to statement timeout', '57014')))).toBe(false);
    expect(isConnectionLost(new Error('algo salió mal'))).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
  });
});
