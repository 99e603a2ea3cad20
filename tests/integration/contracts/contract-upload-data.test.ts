import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSets, serviceContracts } from '../../../src/server/db/schema';
import { mexicoCityToday } from '../../../src/shared/domain/service-rules';
import { buildDocumentSet, buildService } from '../../fixtures/compliance-factories';
import { json } from '../../fixtures/http';
import type { TestApp } from '../../fixtures/test-app';
import { bearer, multipart, PDF, startServiceWorld, type ServiceWorld } from '../compliance-documents/compliance-documents-setup';

describe('datos del contrato al subirlo (spec 2 §3 Contract, §5)', () => {
  let t: TestApp;
  let w: ServiceWorld;
  let generatorsServiceId: string;

  beforeAll(async () => {
    ({ t, w } = await startServiceWorld());
    const set = await buildDocumentSet(t.db, { name: 'Generadores' });
    await t.db.update(documentSets).set({ generators: true }).where(eq(documentSets.id, set.set.id));
    generatorsServiceId = (await buildService(t.db, { clientId: w.client.id, providerId: w.provider.id, setId: set.set.id })).id;
  }, 120_000);
  afterAll(() => t.close());

  const url = (path: string, serviceId = w.service.id) => `/api/v1/services/${serviceId}${path}`;
  let version = 0;
  /** A distinct valid PDF each time (the vault files each upload). */
  const pdf = () => ({ name: 'contrato.pdf', bytes: Buffer.concat([PDF, Buffer.from(`%v${++version}\n`)]) });
  /** `file` null: the multipart carries no file part. */
  const upload = (fields: Record<string, string>, file: { name: string; bytes: Buffer } | null = pdf(), serviceId?: string) => {
    const body = multipart(fields, file ?? undefined);
    return t.app.inject({ method: 'POST', url: url('/contracts/add', serviceId), headers: { ...bearer(w.tokens.provider), ...body.headers }, payload: body.payload });
  };
  const view = (serviceId?: string) => t.app.inject({ url: url('/contracts', serviceId), headers: bearer(w.tokens.provider) });
  const valid = { name: 'Contrato de servicios especializados', amount: '250000.75', employees: '25' };

  it('rechaza con 400 y el mensaje de cada campo: título vacío, monto negativo, empleados no enteros, fechas al revés', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ ...valid, name: '   ' }, 'name', 'Campo requerido'],
      [{ amount: '1', employees: '1' }, 'name', 'Campo requerido'],
      [{ ...valid, name: 'x'.repeat(201) }, 'name', 'El título admite como máximo 200 caracteres'],
      [{ ...valid, amount: '-1' }, 'amount', 'Debe ser un número positivo'],
      [{ ...valid, amount: 'mil' }, 'amount', 'Debe ser un número positivo'],
      [{ ...valid, amount: '10.005' }, 'amount', 'Debe ser un número positivo'],
      [{ name: 'C', employees: '1' }, 'amount', 'Campo requerido'],
      [{ ...valid, employees: '2.5' }, 'employees', 'Debe ser un entero'],
      [{ ...valid, employees: '-3' }, 'employees', 'Debe ser un entero'],
      [{ ...valid, employees: '' }, 'employees', 'Campo requerido'],
      [{ ...valid, currency: 'EUR' }, 'currency', 'Campo requerido'],
      [{ ...valid, cfdiFrequency: '42' }, 'cfdiFrequency', 'Seleccione una periodicidad de pago válida'],
      [{ ...valid, beginDate: '2026-06-01', expirationDate: '2026-05-31' }, 'expirationDate', 'La fecha de vencimiento debe ser mayor o igual a la fecha de inicio'],
      [{ ...valid, sendDate: '2026-02-30' }, 'sendDate', 'Fecha inválida'],
      [{ ...valid, paymentStartDay: '32' }, 'paymentStartDay', 'Indique un día del mes entre 1 y 31'],
    ];
    for (const [fields, field, message] of cases) {
      const refused = await upload(fields);
      expect({ fields, status: refused.statusCode, message: json(refused).respuesta?.campos?.[field] }).toEqual({ fields, status: 400, message });
    }
    expect(json(await view()).respuesta.contract).toBeNull();
  });

  it('sin archivo: 400 «Debe seleccionar un documento.»; un archivo que no es PDF: 400 «El documento no es de tipo PDF»', async () => {
    const missing = await upload(valid, null);
    expect(missing.statusCode).toBe(400);
    expect(json(missing).mensaje).toBe('Debe seleccionar un documento.');
    const both = await upload({ ...valid, name: '' }, null);
    expect(both.statusCode).toBe(400);
    // Without a file part the server reads no fields at all (they arrive with the file): every required one is reported.
    expect(json(both).respuesta.campos).toEqual({ name: 'Campo requerido', amount: 'Campo requerido', employees: 'Campo requerido', file: 'Debe seleccionar un documento.' });
    const notPdf = await upload(valid, { name: 'contrato.pdf', bytes: Buffer.from('no soy un pdf') });
    expect(notPdf.statusCode).toBe(400);
    expect(json(notPdf).mensaje).toBe('El documento no es de tipo PDF');
    expect(json(await view()).respuesta.contract).toBeNull();
  });

  it('con título, monto y empleados aplica los valores por omisión: MXN, Quincenal (04), fecha de envío hoy; sin vigencia ni día de pago', async () => {
    const uploaded = await upload(valid);
    expect(uploaded.statusCode).toBe(200);
    expect(json(uploaded).mensaje).toBe('Contrato subido con éxito');
    expect(json(uploaded).respuesta).toMatchObject({
      name: 'Contrato de servicios especializados',
      amount: 250000.75,
      currency: 'MXN',
      cfdiFrequency: '04',
      employees: 25,
      sendDate: mexicoCityToday(new Date()),
      beginDate: null,
      expirationDate: null,
      paymentStartDay: null,
      validationStatus: { status: 'REVIEW' },
    });
  });

  it('todos los datos: monto cero, USD, vigencia, Semanal, 0 empleados, fecha de envío y día de inicio de pagos', async () => {
    const fields = { name: 'Contrato 2026', amount: '0', currency: 'USD', beginDate: '2026-01-01', expirationDate: '2026-12-31', cfdiFrequency: '02', employees: '0', sendDate: '2026-01-05', paymentStartDay: '15' };
    const uploaded = await upload(fields);
    expect(uploaded.statusCode).toBe(200);
    expect(json(uploaded).respuesta).toMatchObject({ name: 'Contrato 2026', amount: 0, currency: 'USD', beginDate: '2026-01-01', expirationDate: '2026-12-31', cfdiFrequency: '02', employees: 0, sendDate: '2026-01-05', paymentStartDay: 15 });
    expect(json(await view()).respuesta.contract).toMatchObject({ name: 'Contrato 2026', employees: 0, paymentStartDay: 15 });
  });

  it('en un servicio de generadores no se piden empleados y no se guardan; la vista lo dice', async () => {
    expect(json(await view(generatorsServiceId)).respuesta).toMatchObject({ contract: null, generators: true });
    const uploaded = await upload({ name: 'Contrato de generadores', amount: '1000', employees: 'no aplica' }, pdf(), generatorsServiceId);
    expect(uploaded.statusCode).toBe(200);
    expect(json(uploaded).respuesta).toMatchObject({ name: 'Contrato de generadores', employees: null, cfdiFrequency: '04' });
  });

  it('un contrato anterior sin estos datos se sigue leyendo, validando y modificando', async () => {
    const contract = json(await view()).respuesta.contract;
    await t.db.update(serviceContracts).set({ employees: null, cfdiFrequency: null, sendDate: null, paymentStartDay: null }).where(eq(serviceContracts.id, contract.id));
    const before = json(await view()).respuesta.contract;
    expect(before).toMatchObject({ employees: null, cfdiFrequency: null, sendDate: null, paymentStartDay: null });
    const decided = await t.app.inject({ method: 'PUT', url: url('/contracts/validate'), headers: bearer(w.tokens.client), payload: { validationStatus: { status: 'ACCEPTED' } } });
    expect(json(decided)).toMatchObject({ mensaje: 'Contrato validado correctamente', respuesta: { validationStatus: { status: 'ACCEPTED' }, employees: null } });
    const updated = await t.app.inject({
      method: 'PUT',
      url: url('/contracts/update'),
      headers: bearer(w.tokens.provider),
      payload: { beginDate: '2026-01-01', expirationDate: '2026-12-31', currency: 'MXN', amount: 10 },
    });
    expect(json(updated)).toMatchObject({ mensaje: 'Contrato actualizado', respuesta: { amount: 10, employees: null, cfdiFrequency: null, validationStatus: { status: 'REVIEW' } } });
  });
});
