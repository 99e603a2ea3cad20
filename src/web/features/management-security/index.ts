export { AuditLogTab } from './components/audit-log-tab';
export { CompaniesTab } from './components/companies-tab';
export { ConfigurationTab } from './components/configuration-tab';
