import { AUDIT_STATUS } from '@hgsc/contracts';
import { Button, Space } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { AuditDecisionControls, AuditSubject } from './useAuditDecision.tsx';

/** A link of a list row's actions: no padding of its own, so that a row's links fit a narrow actions column. */
export const ROW_LINK_STYLE = { padding: 0, height: 'auto' } as const;

/**
 * 通过 / 驳回 for an object under review (nothing otherwise). `placement` picks the look: links in a
 * table row (approve first), buttons in a drawer's header (the primary one last).
 */
export function AuditActions({
  subject,
  auditStatus,
  decision,
  placement,
}: {
  subject: AuditSubject;
  auditStatus: number | null;
  decision: AuditDecisionControls;
  placement: 'row' | 'drawer';
}) {
  const { t } = useTranslation();
  if (auditStatus !== AUDIT_STATUS.PENDING) return null;
  const busy = decision.busyId === subject.id;
  const inRow = placement === 'row';
  const testId = (action: string) => (inRow ? `audit-${action}-${subject.id}` : `audit-drawer-${action}`);
  const approve = (
    <Button
      type={inRow ? 'link' : 'primary'}
      {...(inRow ? { style: ROW_LINK_STYLE } : {})}
      loading={busy}
      onClick={() => decision.approve(subject)}
      data-testid={testId('approve')}
    >
      {t('audit.approve')}
    </Button>
  );
  const reject = (
    <Button
      type={inRow ? 'link' : 'default'}
      {...(inRow ? { style: ROW_LINK_STYLE } : {})}
      danger
      disabled={busy}
      onClick={() => decision.reject(subject)}
      data-testid={testId('reject')}
    >
      {t('audit.reject')}
    </Button>
  );
  return inRow ? (
    <>
      {approve}
      {reject}
    </>
  ) : (
    <Space>
      {reject}
      {approve}
    </Space>
  );
}
