-- PyME price table of spec 1 §9 (monthly, MXN, integer cents): workers 100→1000 … 500→9000; storage +200 per extra 20 GB.
INSERT INTO "products" ("name", "kind", "quantity", "monthly_cents") VALUES
  ('100_empleados', 'empleados', 100, 100000),
  ('150_empleados', 'empleados', 150, 200000),
  ('200_empleados', 'empleados', 200, 300000),
  ('300_empleados', 'empleados', 300, 500000),
  ('400_empleados', 'empleados', 400, 700000),
  ('500_empleados', 'empleados', 500, 900000),
  ('20_gb', 'gb', 20, 0),
  ('40_gb', 'gb', 40, 20000);
