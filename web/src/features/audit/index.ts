export { ROW_LINK_STYLE } from './components/AuditActions.tsx';
export { AuditDrawer } from './components/AuditDrawer.tsx';
export { AuditHistory } from './components/AuditHistory.tsx';
export { type AuditDetailProps, AuditQueue, DetailLink } from './components/AuditQueue.tsx';
export { TimeLines, TwoLines, timeColumn } from './components/columns.tsx';
export { auditFeature } from './routes.tsx';
