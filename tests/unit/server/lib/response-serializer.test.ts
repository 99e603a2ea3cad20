import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { ZServiceStageResponse } from '../../../../src/shared/contracts/compliance-documents.contract';
import { responseSerializer } from '../../../../src/server/lib/response-serializer';

const route = { schema: ZServiceStageResponse, method: 'GET', url: '/api/v1/services/:id/stage/:stageId', httpStatus: '200' };

const document = {
  id: '57c6b3fb-af78-47db-8183-723c242698ca',
  fileId: 'c88e67a8-92e9-453b-a7e1-faf35d6120f3',
  name: 'Opinión de cumplimiento SAT (32-D) 2026-11',
  extension: 'pdf',
  description: '',
  year: 2026,
  month: 11,
  expiresOn: null,
  createdAt: '2026-12-01T18:00:00.000Z',
  validationStatus: { status: 'ACCEPTED', comments: '', date: null },
};
const rejected = { ...document, id: '5ff43301-fcd7-40f5-9f19-b2198aa9d517', validationStatus: { status: 'REJECTED', comments: 'Ilegible', date: '2026-12-02T10:00:00.000Z' } };
const requirement = {
  id: '5e7d0000-0000-4000-8003-000000000007',
  name: 'Opinión de cumplimiento SAT (32-D)',
  format: 'PDF',
  delivery: { kind: 'MONTHLY', day: 17 },
  helpText: 'Debe ser positiva y del mes que se entrega.',
  exampleImage: null,
  acceptsUploads: true,
  nextDue: '2027-01-17',
  daysLeft: 45,
  dueState: 'PENDING',
  duePeriod: { year: 2026, month: 12 },
  documentsTotal: 14,
};
/** A stage answer with these documents on its one requirement, and `extra` beside its stage and groups. */
const stageWith = (documents: object[], extra: object = {}) => ({
  codigo: 0,
  mensaje: 'Operación exitosa',
  respuesta: {
    stage: { id: '5e7d0000-0000-4000-8001-000000000002', name: 'Cumplimiento', description: 'Cada periodo del servicio.' },
    groups: [{ id: '5e7d0000-0000-4000-8002-000000000004', name: 'Opiniones de cumplimiento', requirements: [{ ...requirement, documents }] }],
    ...extra,
  },
});
const stage = stageWith([document, rejected]);

describe('responseSerializer', () => {
  it('escribe lo mismo que el serializador del proveedor de tipos y deja fuera las claves que el esquema no nombra', () => {
    const serialize = responseSerializer(route);
    const written = serialize(stage);
    expect(written).toBe(serializerCompiler(route)(stage));
    expect(JSON.parse(written)).toEqual(stage);

    const leaky = stageWith([{ ...document, storageKey: 'interno/clave' }, rejected], { passwordHash: 'no sale' });
    expect(serialize(leaky)).toBe(written);
  });

  it('no responde lo que no cumple el esquema', () => {
    const serialize = responseSerializer(route);
    expect(() => serialize(stageWith([{ ...document, id: 'no-es-uuid' }]))).toThrow(ResponseSerializationError);
    expect(() => serialize({ codigo: 0, mensaje: 'x' })).toThrow(ResponseSerializationError);
  });
});
