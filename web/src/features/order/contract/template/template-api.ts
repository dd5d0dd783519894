import { type RouteInput, contractTemplateRoutes as routes } from '@hgsc/contracts';
import { call, callForFile } from '../../../../shared/request/call.ts';
import { ORDER_QUERY_KEY } from '../../api.ts';

/** The query keys of templates; an order's template sits under ORDER_QUERY_KEY so order actions refresh it. */
export const templateKeys = {
  all: ['contractTemplate'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  info: (id: number) => [...templateKeys.all, 'info', id] as const,
  order: (orderId: number) => [...ORDER_QUERY_KEY, 'contractTemplate', orderId] as const,
};

/** The shop's contract templates (/shop/contract/template/*). Id 0 is the platform's. */
export const templateApi = {
  list: () => call(routes.list),
  info: (id: number) => call(routes.info, { id }),
  save: (body: RouteInput<typeof routes.save>) => call(routes.save, body),
  del: (id: number) => call(routes.remove, { id }),
  setDefault: (id: number) => call(routes.setDefault, { id }),
  choose: (orderId: number, templateId: number) => call(routes.choose, { orderId, templateId }),
  /** Another company's order is the page's 404 to explain; a sub-account without contract.view gets 403. */
  ofOrder: (orderId: number) => call(routes.ofOrder, { orderId }, { passCodes: [403, 404] }),
};

/**
 * The preview PDF (the call answers the file itself, not an envelope); a refusal answers its message instead (e.g.
 * an unknown placeholder in unsaved text).
 */
export const fetchTemplatePreview = (body: RouteInput<typeof routes.preview>, signal?: AbortSignal) =>
  callForFile(routes.preview, body, 'contract-template-preview.pdf', signal);
