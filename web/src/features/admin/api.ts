import { adminRoutes, type LogKind, logsRoutes, type RouteAnswer, type RouteInput } from '@hgsc/contracts';
import { call } from '../../shared/request/call.ts';

export type { LogKind };

/** Each log's list and detail calls. */
const LOG_ROUTES = {
  usual: { list: logsRoutes.usualList, detail: logsRoutes.usualDetail },
  api: { list: logsRoutes.apiList, detail: logsRoutes.apiDetail },
  error: { list: logsRoutes.errorList, detail: logsRoutes.errorDetail },
} as const;

export type LogRecord = { [K in LogKind]: RouteAnswer<(typeof LOG_ROUTES)[K]['detail']> };

export interface PageParams {
  current: number;
  size: number;
}

/** Operator calls (auth 'operator' on the server: `adminRoutes`, `logsRoutes`). */
export const adminApi = {
  userListUrl: adminRoutes.users.path,
  smsListUrl: adminRoutes.sms.path,
  logListUrl: (kind: LogKind) => LOG_ROUTES[kind].list.path,
  logDetailUrl: (kind: LogKind) => LOG_ROUTES[kind].detail.path,
  users: (params: RouteInput<typeof adminRoutes.users>) => call(adminRoutes.users, params),
  enable: (id: number) => call(adminRoutes.enable, { id }),
  disable: (id: number) => call(adminRoutes.disable, { id }),
  sms: (params: RouteInput<typeof adminRoutes.sms>) => call(adminRoutes.sms, params),
  logs: (kind: LogKind, params: PageParams) => call(LOG_ROUTES[kind].list, params),
  logDetail: (kind: LogKind, id: number) => call(LOG_ROUTES[kind].detail, { id }),
};
