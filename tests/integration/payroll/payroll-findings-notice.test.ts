import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/server/db/schema';
import { buildPayrollCfdiXml } from '../../../src/server/seed/payroll-cfdi-sample';
import { reconciledFortnight, workforceMember } from '../../fixtures/payroll-workforce';
import type { TestApp } from '../../fixtures/test-app';
import { bearer, startServiceWorld, type ServiceWorld } from '../compliance-documents/compliance-documents-setup';
import { LIST_HEADER, listRow, sendList, xlsxOf } from '../payroll-lists/payroll-lists-setup';

/** The upload dialog's request: several `files` parts. */
function filesBody(files: Buffer[]) {
  const boundary = `----avala${randomUUID()}`;
  const parts = files.flatMap((bytes, i) => [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="nomina-${String(i)}.xml"\r\nContent-Type: text/xml\r\n\r\n`), bytes, Buffer.from('\r\n')]);
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('aviso de nómina con hallazgos: también por trabajadores de la lista sin CFDI', () => {
  let t: TestApp;
  let w: ServiceWorld;
  const fortnight = { startDate: '2026-10-01', endDate: '2026-10-15' };
  const members = [0, 1, 2].map((i) => workforceMember(200 + i));

  beforeAll(async () => {
    ({ t, w } = await startServiceWorld());
  }, 120_000);
  afterAll(() => t.close());

  const notices = async () => (await t.db.select({ text: notifications.text }).from(notifications).where(and(eq(notifications.companyId, w.client.id), eq(notifications.type, 'payroll.errors')))).map((n) => n.text);
  /** Each worker's fortnight, its ISR withheld `isrOff` pesos away from the right figure. */
  const uploadCfdis = async (list: { member: (typeof members)[number]; isrOff: number }[]) => {
    const xmls = list.map(({ member, isrOff }) => {
      const fields = reconciledFortnight(member, fortnight);
      return Buffer.from(buildPayrollCfdiXml({ ...fields, isr: fields.isr + isrOff, uuid: randomUUID(), issuerRfc: w.provider.rfc, issuerName: w.provider.name, clientRfc: w.client.rfc }));
    });
    const body = filesBody(xmls);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/services/${w.service.id}/periods`, headers: { ...bearer(w.tokens.provider), ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
  };

  it('CFDI correctos no avisan; la lista con un trabajador sin CFDI avisa una vez; un error después en el mismo mes ya no avisa otra vez', async () => {
    const [first, second, third] = members as [(typeof members)[number], (typeof members)[number], (typeof members)[number]];
    await uploadCfdis([
      { member: first, isrOff: 0 },
      { member: second, isrOff: 0 },
    ]);
    expect(await notices()).toEqual([]);

    const list = await xlsxOf(LIST_HEADER, members.map((m) => listRow({ name: m.employee.name, curp: m.employee.curp, rfc: m.employee.rfc, nss: m.employee.nss }, m.dailySalary.toFixed(2), 15)));
    const res = await sendList(t, w.tokens.provider, w.service.id, 'payroll-lists', { year: '2026', month: '10' }, { name: 'lista.xlsx', bytes: list });
    expect(res.statusCode).toBe(200);
    const texts = await notices();
    expect([...new Set(texts)]).toEqual([`La nómina de octubre de 2026 de ${w.provider.name} en el servicio «${w.service.name}» tiene 1 trabajador de la lista de nómina sin CFDI.`]);

    await uploadCfdis([{ member: third, isrOff: 5 }]);
    expect(await notices()).toEqual(texts);
  });
});
