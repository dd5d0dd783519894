import type { AdminUser, ApiLog, ErrorLog, LogKind, Page, SmsRecord, UsualLog } from '@hgsc/contracts';
import { http } from '../../shared/request/http.ts';

export type { LogKind };
export type LogRecord = { usual: UsualLog; api: ApiLog; error: ErrorLog };

export interface PageParams {
  current: number;
  size: number;
}

/** Operator calls (auth 'operator' on the server). */
export const adminApi = {
  userListUrl: '/admin/user/list',
  smsListUrl: '/admin/sms/list',
  logListUrl: (kind: LogKind) => `/blade-log/${kind}/list`,
  users: (params: PageParams & { keyword?: string }) => http.get<Page<AdminUser>>('/admin/user/list', { ...params }),
  enable: (id: number) => http.post<AdminUser>('/admin/user/enable', { id }),
  disable: (id: number) => http.post<AdminUser>('/admin/user/disable', { id }),
  sms: (params: PageParams & { mobile?: string }) => http.get<Page<SmsRecord>>('/admin/sms/list', { ...params }),
  logs: <K extends LogKind>(kind: K, params: PageParams) =>
    http.get<Page<LogRecord[K]>>(`/blade-log/${kind}/list`, { ...params }),
  logDetail: <K extends LogKind>(kind: K, id: number) => http.get<LogRecord[K]>(`/blade-log/${kind}/detail`, { id }),
};
