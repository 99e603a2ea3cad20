import { describe, expect, it } from 'vitest';
import { submitProblem } from '../../../../../src/web/features/generator-wizard/components/submit-panel';
import { newDraft, photographicBody, type DraftPhoto, type WizardDraft } from '../../../../../src/web/features/generator-wizard/lib/wizard-draft';

const photo = (i: number, list: DraftPhoto['list'] = 'beforeList'): DraftPhoto => ({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, list, ns: `NS${i}`, activities: '', sha256: `h${i}`, local: true });

function completeDraft(): WizardDraft {
  const draft = newDraft({ id: '6f1c2b7e-0d4a-4b8e-9a55-3c2d1e0f9a11', clientId: 'c', clientName: 'Corporativo Demo SA de CV', providerId: 'p', providerName: 'Campo Demo SA de CV', providerRfc: 'CDM200114QW8' });
  return {
    ...draft,
    logo: { fileId: 'logo', name: 'logo.png' },
    general: {
      ...draft.general,
      csp: 'CSP-1',
      serviceOfferedIdList: ['Instalación de fibra óptica'],
      startDate: '2026-11-02',
      endDate: '2026-11-20',
      idSupplier: 'PRV-1',
      idSap: 'SAP-1',
      city: 'Guadalajara',
      state: 'Jalisco',
      address: 'Av. Vallarta 1200',
      area: 'Operaciones',
      assignment: 'PIM',
      businessUnit: 'Empresarial',
    },
    supervisor: {
      name: 'Luis',
      lastName: 'García',
      motherLastName: 'Pérez',
      phone: '3312345678',
      email: 'campo@proveedor.demo',
      listRegions: 'Occidente',
      listResponsible: 'Ana Ruiz Castañeda',
      phoneResponsible: '3331234567',
      emailResponsible: 'ana.ruiz@corporativo.demo',
      emailManager: 'hector.salinas@corporativo.demo',
    },
    geolocation: { date: '2026-11-22', address: 'Calle Hidalgo 87', code: 'GDL-3', name: 'Sitio 3', folioTracker: 'TRK-1', coordinates: { lat: 20.67, lng: -103.34, accuracy: 12 }, finalImageId: null },
    photos: [1, 2, 3, 4, 5].map((i) => photo(i)),
    accepted: true,
  };
}

describe('envío del generador desde el asistente', () => {
  it('permite enviar un generador completo', () => {
    expect(submitProblem(completeDraft())).toBeNull();
  });

  it('pide el logo del proveedor antes que nada', () => {
    expect(submitProblem({ ...completeDraft(), logo: null })).toBe('Guarde el logo del proveedor para continuar.');
  });

  it('pide validar el formulario general si falta un dato o la fecha es anterior al 01-05-2024', () => {
    const draft = completeDraft();
    expect(submitProblem({ ...draft, general: { ...draft.general, csp: '' } })).toBe('Valide la información del formulario general para continuar.');
    expect(submitProblem({ ...draft, general: { ...draft.general, startDate: '2024-04-30' } })).toBe('Valide la información del formulario general para continuar.');
    expect(submitProblem({ ...draft, supervisor: { ...draft.supervisor, emailManager: 'no-es-correo' } })).toBe('Valide la información del formulario general para continuar.');
  });

  it('exige entre 5 y 12 fotografías', () => {
    const draft = completeDraft();
    expect(submitProblem({ ...draft, photos: draft.photos.slice(0, 4) })).toBe('Debes subir mínimo 5 fotografías.');
    expect(submitProblem({ ...draft, photos: Array.from({ length: 13 }, (_, i) => photo(i)) })).toBe('Debes subir máximo 12 fotografías.');
  });

  it('no envía sin la casilla de aceptación', () => {
    expect(submitProblem({ ...completeDraft(), accepted: false })).toBe('Debe aceptar para enviar.');
  });

  it('arma las listas Antes, Durante y Final con su NS y actividades en orden', () => {
    const body = photographicBody({ ont: 'ONT-1', photos: [photo(1, 'endList'), photo(2), photo(3, 'duringList'), photo(4)] });
    expect(body.beforeList.map((p) => p.ns)).toEqual(['NS2', 'NS4']);
    expect(body.duringList.map((p) => p.ns)).toEqual(['NS3']);
    expect(body.endList.map((p) => p.ns)).toEqual(['NS1']);
    expect(body.ont).toBe('ONT-1');
  });
});
