-- Placeholder: the payroll list and SUA tables arrive with the payroll-checks work (issue 22).
SELECT 1;
