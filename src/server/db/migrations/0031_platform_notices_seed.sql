-- The home's informational dialogs (spec 2 §2) as data, with the spec's texts: a REPSE notice asking
-- for the previous year's documentation by a Friday in June, and a maintenance notice from a Friday in
-- April 12:01 to a Monday 12:01. The platform schedules the next ones by inserting or editing rows
-- (no release needed). Fixed ids so an edited row is left alone (ON CONFLICT DO NOTHING).
-- Windows are in America/Mexico_City (UTC-6).
INSERT INTO "platform_notices" ("id", "kind", "title", "message", "starts_at", "ends_at") VALUES
  ('5e7d0000-0000-4000-8009-000000000001', 'REPSE', 'Aviso REPSE',
   'Le recordamos cargar en la plataforma la documentación REPSE correspondiente al ejercicio 2023 (expediente, cumplimiento y reporteo) a más tardar el viernes 28 de junio de 2024. Sus clientes la revisarán para mantener vigente su relación de servicios especializados.',
   '2024-05-01T00:00:00-06:00', '2024-06-29T00:00:00-06:00'),
  ('5e7d0000-0000-4000-8009-000000000002', 'MAINTENANCE', 'Mantenimiento programado',
   'La plataforma estará en mantenimiento desde el viernes 19 de abril de 2024 a las 12:01 hasta el lunes 22 de abril de 2024 a las 12:01 (hora del centro de México). Durante ese periodo no podrá cargar ni validar documentos.',
   '2024-04-12T00:00:00-06:00', '2024-04-22T12:01:00-06:00')
ON CONFLICT DO NOTHING;
