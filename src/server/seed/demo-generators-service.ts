import type { Db } from '../db/client';
import { documentSets, requirementGroups, requirements, services, stageTemplates } from '../db/schema';
import { monthStart } from './demo-compliance-plan';

const DAY = 86_400_000;

/**
 * The generators line inside a service (spec 2 §2, spec 3 §2.5): Corporativo Demo's own set marked
 * as generators (one stage with the «Generador» requirement, which takes no uploads, and the
 * month's invoice) and its accepted service with Campo Demo under it, so «Consultar» on that
 * service opens /dashboard/home/providers/stages/generators/{id} and the contract panel offers
 * «Cátalogo» and «Datos de generador».
 */
export async function seedDemoGeneratorsService(db: Db, companyId: (key: string) => string, userId: (email: string) => string | undefined, today = new Date()) {
  const clientId = companyId('corporativo');
  const providerId = companyId('campo');
  // Started this month: its first reports are due on the 17th of the next one.
  const start = monthStart(today, 0);
  await db.transaction(async (tx) => {
    const [set] = await tx.insert(documentSets).values({ ownerCompanyId: clientId, name: 'Generadores — Reportes de trabajo', generators: true }).returning({ id: documentSets.id });
    if (!set) throw new Error('seed: generators set');
    const [stage] = await tx
      .insert(stageTemplates)
      .values({ setId: set.id, name: 'Generadores', description: 'Los reportes de trabajo del mes, firmados, y la factura que los cobra.', position: 0 })
      .returning({ id: stageTemplates.id });
    if (!stage) throw new Error('seed: generators stage');
    const [group] = await tx.insert(requirementGroups).values({ stageId: stage.id, name: 'Reportes de trabajo', position: 0 }).returning({ id: requirementGroups.id });
    if (!group) throw new Error('seed: generators group');
    await tx.insert(requirements).values([
      { groupId: group.id, name: 'Generador', format: 'PDF', delivery: { kind: 'MONTHLY', day: 17 }, helpText: 'Los generadores del mes se llenan en campo y se firman desde la lista de generadores; aquí no se cargan.', position: 0 },
      { groupId: group.id, name: 'Factura de los trabajos (CFDI)', format: 'XML', delivery: { kind: 'MONTHLY', day: 17 }, helpText: 'El CFDI de ingreso que cobra los generadores aprobados del mes.', position: 1 },
    ]);
    await tx.insert(services).values({
      clientCompanyId: clientId,
      providerCompanyId: providerId,
      setId: set.id,
      name: 'Mantenimiento de red — generadores',
      startDate: start.toISOString().slice(0, 10),
      status: 'ACCEPTED',
      createdByCompanyId: clientId,
      createdBy: userId('admin@corporativo.demo') ?? null,
      answeredBy: userId('campo@proveedor.demo') ?? null,
      answeredAt: new Date(start.getTime() + DAY),
      createdAt: start,
      updatedAt: new Date(start.getTime() + DAY),
    });
  });
}
