-- The platform's default document set (issue 11 "Data to seed"): data, not code, so the administration
-- screens can edit it later. Fixed ids (src/shared/domain/compliance-defaults.ts) keep it addressable
-- from the seed and the tests; ON CONFLICT DO NOTHING leaves an edited copy alone.
-- Deadlines (DOMAIN-MX.md): monthly IMSS, ISR, IVA and payroll tax by day 17 of the next month;
-- INFONAVIT every two months; ICSOE and SISUB every four months (17 May, 17 September, 17 January).
-- For ONCE requirements `day` counts days after the service starts.
INSERT INTO "document_sets" ("id", "owner_company_id", "name", "generators", "retired") VALUES
  ('5e7d0000-0000-4000-8000-000000000001', NULL, 'REPSE — Servicios especializados', false, false)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "stage_templates" ("id", "set_id", "name", "description", "position") VALUES
  ('5e7d0000-0000-4000-8001-000000000001', '5e7d0000-0000-4000-8000-000000000001', 'Expediente', 'Decisión y diligencia en la contratación: los documentos que acreditan quién es el proveedor y que está registrado para prestar servicios especializados.', 0),
  ('5e7d0000-0000-4000-8001-000000000002', '5e7d0000-0000-4000-8000-000000000001', 'Cumplimiento', 'Cumplimiento de los derechos y obligaciones pactados: nómina, seguridad social, impuestos y facturación de cada periodo del servicio.', 1),
  ('5e7d0000-0000-4000-8001-000000000003', '5e7d0000-0000-4000-8000-000000000001', 'Reporteo', 'Efectos de las operaciones: los informes cuatrimestrales que el proveedor presenta ante el IMSS y el INFONAVIT sobre los contratos de servicios especializados.', 2)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "requirement_groups" ("id", "stage_id", "name", "position") VALUES
  ('5e7d0000-0000-4000-8002-000000000001', '5e7d0000-0000-4000-8001-000000000001', 'Documentos corporativos', 0),
  ('5e7d0000-0000-4000-8002-000000000002', '5e7d0000-0000-4000-8001-000000000001', 'Situación fiscal y domicilio', 1),
  ('5e7d0000-0000-4000-8002-000000000003', '5e7d0000-0000-4000-8001-000000000001', 'Registro REPSE', 2),
  ('5e7d0000-0000-4000-8002-000000000004', '5e7d0000-0000-4000-8001-000000000002', 'Opiniones de cumplimiento', 0),
  ('5e7d0000-0000-4000-8002-000000000005', '5e7d0000-0000-4000-8001-000000000002', 'Nómina', 1),
  ('5e7d0000-0000-4000-8002-000000000006', '5e7d0000-0000-4000-8001-000000000002', 'Seguridad social', 2),
  ('5e7d0000-0000-4000-8002-000000000007', '5e7d0000-0000-4000-8001-000000000002', 'Impuestos', 3),
  ('5e7d0000-0000-4000-8002-000000000008', '5e7d0000-0000-4000-8001-000000000002', 'Facturación del servicio', 4),
  ('5e7d0000-0000-4000-8002-000000000009', '5e7d0000-0000-4000-8001-000000000003', 'Informes cuatrimestrales', 0)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "requirements" ("id", "group_id", "name", "format", "delivery", "help_text", "position") VALUES
  ('5e7d0000-0000-4000-8003-000000000001', '5e7d0000-0000-4000-8002-000000000001', 'Acta constitutiva', 'PDF', '{"kind":"ONCE","day":15}',
   'Escritura pública ante notario con la que se constituyó la empresa, con sus datos de inscripción en el Registro Público de Comercio. Debe mostrar un objeto social que incluya el servicio especializado contratado. Solicite una copia legible a su notaría o al área legal de la empresa.', 0),
  ('5e7d0000-0000-4000-8003-000000000002', '5e7d0000-0000-4000-8002-000000000001', 'Poder del representante legal', 'PDF', '{"kind":"ONCE","day":15}',
   'Escritura pública que otorga facultades al representante legal que firma el contrato de servicios. Debe estar vigente y contener poderes para actos de administración. La expide el notario ante quien se otorgó el poder.', 1),
  ('5e7d0000-0000-4000-8003-000000000003', '5e7d0000-0000-4000-8002-000000000001', 'Identificación oficial del representante legal', 'PDF', '{"kind":"ONCE","day":15}',
   'Credencial para votar del INE, pasaporte o cédula profesional vigente del representante legal, por ambos lados. Digitalícela a color y en un solo archivo PDF.', 2),
  ('5e7d0000-0000-4000-8003-000000000004', '5e7d0000-0000-4000-8002-000000000002', 'Constancia de situación fiscal', 'PDF', '{"kind":"ONCE","day":15}',
   'Documento del SAT que muestra el RFC, el régimen fiscal, el domicilio fiscal y las actividades económicas de la empresa. Descárguela del portal del SAT con su e.firma o contraseña; se recomienda que no tenga más de 30 días de emitida.', 0),
  ('5e7d0000-0000-4000-8003-000000000005', '5e7d0000-0000-4000-8002-000000000002', 'Comprobante de domicilio', 'PDF', '{"kind":"ONCE","day":15}',
   'Recibo de luz, agua, teléfono fijo o estado de cuenta bancario a nombre de la empresa, con antigüedad no mayor a tres meses. El domicilio debe coincidir con el de la constancia de situación fiscal.', 1),
  ('5e7d0000-0000-4000-8003-000000000006', '5e7d0000-0000-4000-8002-000000000003', 'Registro REPSE (aviso y acuerdo)', 'PDF', '{"kind":"ONCE","day":15}',
   'Aviso de registro y acuerdo de la STPS que autorizan a la empresa a prestar servicios o ejecutar obras especializadas. Ambos se descargan del portal del REPSE (repse.stps.gob.mx) con la e.firma de la empresa. El registro se renueva cada tres años: cargue el acuerdo vigente.', 0),
  ('5e7d0000-0000-4000-8003-000000000007', '5e7d0000-0000-4000-8002-000000000004', 'Opinión de cumplimiento SAT (32-D)', 'PDF', '{"kind":"MONTHLY","day":17}',
   'Opinión del cumplimiento de obligaciones fiscales del artículo 32-D del Código Fiscal de la Federación. Debe ser positiva y del mes que se entrega. Se obtiene en el portal del SAT, en la sección Otros trámites y servicios.', 0),
  ('5e7d0000-0000-4000-8003-000000000008', '5e7d0000-0000-4000-8002-000000000004', 'Opinión de cumplimiento IMSS', 'PDF', '{"kind":"MONTHLY","day":17}',
   'Opinión del cumplimiento de obligaciones en materia de seguridad social que emite el IMSS. Debe ser positiva y del mes que se entrega. Se descarga del portal IMSS Digital con la e.firma de la empresa.', 1),
  ('5e7d0000-0000-4000-8003-000000000009', '5e7d0000-0000-4000-8002-000000000004', 'Opinión de cumplimiento INFONAVIT', 'PDF', '{"kind":"MONTHLY","day":17}',
   'Constancia de situación fiscal del INFONAVIT que acredita que la empresa no tiene adeudos de aportaciones ni amortizaciones. Debe ser del mes que se entrega. Se obtiene en el Portal Empresarial del INFONAVIT.', 2),
  ('5e7d0000-0000-4000-8003-000000000010', '5e7d0000-0000-4000-8002-000000000005', 'CFDI de nómina', 'XML', '{"kind":"MONTHLY","day":17}',
   'Archivos XML timbrados de los recibos de nómina (CFDI 4.0 con complemento de nómina 1.2) de cada trabajador asignado al servicio en el periodo. Los genera su sistema de nómina o su proveedor de timbrado.', 0),
  ('5e7d0000-0000-4000-8003-000000000011', '5e7d0000-0000-4000-8002-000000000005', 'Lista de nómina pagada', 'PDF', '{"kind":"MONTHLY","day":17}',
   'Relación del personal asignado al servicio con su nombre, CURP, RFC, NSS y el importe pagado en el periodo. Use la plantilla que ofrece la tarjeta del requisito y cárguela firmada por el representante legal.', 1),
  ('5e7d0000-0000-4000-8003-000000000012', '5e7d0000-0000-4000-8002-000000000006', 'SUA resumen de liquidación', 'PDF', '{"kind":"MONTHLY","day":17}',
   'Resumen de liquidación del Sistema Único de Autodeterminación (SUA) con las cuotas obrero-patronales del mes. Se genera en el programa SUA del IMSS al calcular el pago. Debe incluir a los trabajadores asignados al servicio.', 0),
  ('5e7d0000-0000-4000-8003-000000000013', '5e7d0000-0000-4000-8002-000000000006', 'Comprobante de pago de cuotas IMSS', 'PDF', '{"kind":"MONTHLY","day":17}',
   'Comprobante bancario del pago de las cuotas obrero-patronales del mes, que vence el día 17 del mes siguiente. Lo emite el banco en que se pagó la línea de captura del SUA o del SIPARE.', 1),
  ('5e7d0000-0000-4000-8003-000000000014', '5e7d0000-0000-4000-8002-000000000006', 'Pago de aportaciones INFONAVIT', 'PDF', '{"kind":"BIMONTHLY","day":17}',
   'Comprobante del pago bimestral de aportaciones y amortizaciones de créditos INFONAVIT, que vence el día 17 del mes siguiente al bimestre. Lo emite el banco junto con el pago del SUA de ese mes.', 2),
  ('5e7d0000-0000-4000-8003-000000000015', '5e7d0000-0000-4000-8002-000000000007', 'Declaración y pago de ISR retenido', 'PDF', '{"kind":"MONTHLY","day":17}',
   'Declaración provisional de las retenciones de ISR por salarios del mes y su comprobante de pago, que vencen el día 17 del mes siguiente. Se presentan en el portal del SAT, en Declaraciones y pagos.', 0),
  ('5e7d0000-0000-4000-8003-000000000016', '5e7d0000-0000-4000-8002-000000000007', 'Declaración de IVA', 'PDF', '{"kind":"MONTHLY","day":17}',
   'Declaración mensual de IVA con su acuse de recibo y, si hubo saldo a cargo, el comprobante de pago. Se presenta a más tardar el día 17 del mes siguiente en el portal del SAT.', 1),
  ('5e7d0000-0000-4000-8003-000000000017', '5e7d0000-0000-4000-8002-000000000007', 'Impuesto sobre nómina estatal', 'PDF', '{"kind":"MONTHLY","day":17}',
   'Declaración y pago del impuesto sobre erogaciones por remuneraciones al trabajo personal de la entidad donde se presta el servicio. Se presenta en el portal de finanzas del estado; en la Ciudad de México vence el día 17 del mes siguiente.', 2),
  ('5e7d0000-0000-4000-8003-000000000018', '5e7d0000-0000-4000-8002-000000000008', 'CFDI del servicio', 'XML', '{"kind":"MONTHLY","day":17}',
   'Archivo XML de la factura (CFDI 4.0) que el proveedor emitió al cliente por el servicio especializado del periodo. Lo genera su sistema de facturación o el portal del SAT.', 0),
  ('5e7d0000-0000-4000-8003-000000000019', '5e7d0000-0000-4000-8002-000000000008', 'Comprobante de pago del CFDI del servicio', 'PDF', '{"kind":"MONTHLY","day":17}',
   'Comprobante de la transferencia con que el cliente pagó la factura del servicio, o el complemento de pago (REP) cuando la factura se emitió en parcialidades o a crédito.', 1),
  ('5e7d0000-0000-4000-8003-000000000020', '5e7d0000-0000-4000-8002-000000000009', 'Acuse ICSOE', 'PDF', '{"kind":"FOURMONTHLY","day":17}',
   'Acuse del Informe de Contratos de Servicios u Obras Especializados (ICSOE) presentado ante el IMSS. Se presenta cada cuatro meses, a más tardar el 17 de mayo, el 17 de septiembre y el 17 de enero. Se descarga del Escritorio Virtual del IMSS con la e.firma de la empresa.', 0),
  ('5e7d0000-0000-4000-8003-000000000021', '5e7d0000-0000-4000-8002-000000000009', 'Acuse SISUB', 'PDF', '{"kind":"FOURMONTHLY","day":17}',
   'Acuse del informe de servicios especializados presentado en el SISUB del INFONAVIT. Se presenta cada cuatro meses, en las mismas fechas que el ICSOE. Se descarga del Portal Empresarial del INFONAVIT.', 1)
ON CONFLICT DO NOTHING;
