import { describe, expect, it } from 'vitest';
import { generatorLocked } from '../../../../../src/shared/domain/generator';
import { supervisorFromUser } from '../../../../../src/web/features/generator-wizard/lib/wizard-draft';

describe('supervisor tomado del usuario', () => {
  it('separa nombre y apellidos como se escriben en México', () => {
    expect(supervisorFromUser({ completeName: 'Luis Alberto García Pérez', email: 'campo@proveedor.demo' })).toEqual({ name: 'Luis Alberto', lastName: 'García', motherLastName: 'Pérez', email: 'campo@proveedor.demo' });
    expect(supervisorFromUser({ completeName: 'Ana Ruiz', email: 'a@b.mx' })).toEqual({ name: 'Ana', lastName: 'Ruiz', motherLastName: '', email: 'a@b.mx' });
    expect(supervisorFromUser({ completeName: '  ', email: 'a@b.mx' })).toEqual({ name: '', lastName: '', motherLastName: '', email: 'a@b.mx' });
  });
});

describe('generador de solo lectura', () => {
  it('solo En proceso o Rechazado sin firma en curso se puede modificar', () => {
    expect(generatorLocked(null)).toBe(false);
    expect(generatorLocked({ status: 'DRAFT', signing: false })).toBe(false);
    expect(generatorLocked({ status: 'REJECTED', signing: false })).toBe(false);
    expect(generatorLocked({ status: 'REVISION', signing: true })).toBe(true);
    expect(generatorLocked({ status: 'REVISION', signing: false })).toBe(true);
    expect(generatorLocked({ status: 'APPROVED', signing: false })).toBe(true);
    expect(generatorLocked({ status: 'PAID', signing: false })).toBe(true);
  });
});
