import { describe, expect, it } from 'vitest';
import { isCurrentService, mayHandleServicesWith, mexicoCityToday, truncate, viewerState } from '../../../../src/shared/domain/service-rules';
import { computePermissions } from '../../../../src/shared/permissions';

describe('reglas de servicios', () => {
  it('el estado se lee desde el lado de quien mira (spec 2 §4)', () => {
    expect(viewerState('PENDING', true)).toBe('waiting');
    expect(viewerState('PENDING', false)).toBe('pending');
    expect(viewerState('ACCEPTED', false)).toBe('accepted');
    expect(viewerState('REJECTED', true)).toBe('rejected');
  });

  it('hoy es el día de la Ciudad de México, no el de UTC', () => {
    expect(mexicoCityToday(new Date('2026-06-16T03:00:00Z'))).toBe('2026-06-15');
    expect(mexicoCityToday(new Date('2026-06-16T07:00:00Z'))).toBe('2026-06-16');
  });

  it('vigente sin fecha de fin o si termina hoy o después; archivado si ya terminó', () => {
    expect(isCurrentService(null, '2026-06-15')).toBe(true);
    expect(isCurrentService('2026-06-15', '2026-06-15')).toBe(true);
    expect(isCurrentService('2026-06-14', '2026-06-15')).toBe(false);
  });

  it('recorta nombres largos con puntos suspensivos', () => {
    expect(truncate('Servicio corto', 80)).toBe('Servicio corto');
    expect(truncate('x'.repeat(81), 80)).toHaveLength(80);
  });

  it('maneja servicios Administrador o Colaborador con el permiso del lado de la contraparte', () => {
    const corporativo = computePermissions({ plan: 'CORPORATIVO', role: 'Administrador', reviewer: false, invitedAs: 'client', invited: false });
    expect(mayHandleServicesWith(corporativo, 'Administrador', 'provider')).toBe(true);
    expect(mayHandleServicesWith(corporativo, 'Lector', 'provider')).toBe(false);
    const pyme = computePermissions({ plan: 'PYME', role: 'Administrador', reviewer: false, invitedAs: 'provider', invited: false });
    expect(mayHandleServicesWith(pyme, 'Administrador', 'client')).toBe(true);
    expect(mayHandleServicesWith(pyme, 'Administrador', 'provider')).toBe(false);
    const premium = computePermissions({ plan: 'PREMIUM', role: 'Administrador', reviewer: false, invitedAs: 'client', invited: false });
    expect(mayHandleServicesWith(premium, 'Administrador', 'provider')).toBe(false);
  });
});
