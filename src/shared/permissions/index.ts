export * from './permission-flags';
export * from './compute-permissions';
export { PLAN_RULES } from './plan-rules';
export * from './permission-groups';
