import { loadWorkspaceMessages } from '../shared/i18n/index.ts';
import { requestModalHost } from './feedback.tsx';

/**
 * What the signed-in pages (management centre, operator console, checkout, orders, contracts) need beyond a
 * visitor's pages, fetched as they load: their strings and the dialogs' code, which a visitor never downloads.
 */
export function prepareWorkspace(): Promise<void> {
  requestModalHost();
  return loadWorkspaceMessages();
}
