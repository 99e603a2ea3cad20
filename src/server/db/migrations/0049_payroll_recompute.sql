-- Placeholder: the payroll recompute columns arrive with the payroll-checks work (issue 22).
SELECT 1;
