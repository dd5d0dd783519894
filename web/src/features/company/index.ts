export { CompanyGate, useCan } from './components/CompanyGate.tsx';
export { CompanyStatusCard } from './components/CompanyStatusCard.tsx';
export { CompanySwitcher } from './components/CompanySwitcher.tsx';
export { companyFeature } from './routes.tsx';
export { useActiveCompanyId } from './use-active-company.ts';
