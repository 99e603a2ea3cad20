import type { TProduct } from '../../../../shared/contracts/payments.contract';
import { employeesProductName, PYME_EMPLOYEE_PRICES, storageMonthlyPesos, storageProductName } from '../../../../shared/domain/plans';

export interface PlanChoice {
  employees: number;
  gigas: number;
}

export interface PlanProducts {
  employees: TProduct;
  storage: TProduct;
}

/** The products `{employees}_empleados` and `{gigas}_gb` of a choice, or null when either is missing (spec 1 §2). */
export function findPlanProducts(products: readonly TProduct[], choice: PlanChoice): PlanProducts | null {
  const employees = products.find((p) => p.name === employeesProductName(choice.employees));
  const storage = products.find((p) => p.name === storageProductName(choice.gigas));
  return employees && storage ? { employees, storage } : null;
}

export interface PlanQuote {
  employeesCents: number;
  storageCents: number;
  monthlyCents: number;
}

/** The published price table (spec 1 §9), in cents: used until the products arrive. */
export function listPriceQuote(choice: PlanChoice): PlanQuote | null {
  const row = PYME_EMPLOYEE_PRICES.find((p) => p.employees === choice.employees);
  if (!row) return null;
  const employeesCents = row.monthlyPesos * 100;
  const storageCents = storageMonthlyPesos(choice.gigas) * 100;
  return { employeesCents, storageCents, monthlyCents: employeesCents + storageCents };
}

/** The monthly price of a choice: from the server's products when they are known, else the price table. */
export function quotePlan(choice: PlanChoice, products?: readonly TProduct[]): PlanQuote | null {
  const found = products ? findPlanProducts(products, choice) : null;
  if (!found) return listPriceQuote(choice);
  return { employeesCents: found.employees.monthlyCents, storageCents: found.storage.monthlyCents, monthlyCents: found.employees.monthlyCents + found.storage.monthlyCents };
}
