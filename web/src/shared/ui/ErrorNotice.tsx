import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import './error-notice.css';

/**
 * What a page shows when it could not load or crashed. It lives in the entry (it must show when a chunk
 * fails), so it is drawn with an icon and text rather than antd's Result, whose status illustrations would
 * add their weight to every page, whose JavaScript is held to a budget; the 404/403/500 pages keep Result in their own chunk.
 */
export function ErrorNotice({
  kind,
  title,
  hint,
  actions,
}: {
  kind: 'warning' | 'error';
  title: string;
  hint: string;
  actions: ReactNode;
}) {
  const Icon = kind === 'warning' ? ExclamationCircleFilled : CloseCircleFilled;
  return (
    <div className={`error-notice error-notice-${kind}`} role="alert">
      <Icon className="error-notice-icon" />
      <div className="error-notice-title">{title}</div>
      <div className="error-notice-hint">{hint}</div>
      <div className="error-notice-actions">{actions}</div>
    </div>
  );
}
