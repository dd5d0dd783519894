import { useQuery } from '@tanstack/react-query';
import { Drawer, Empty, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuditActions } from './AuditActions.tsx';
import type { AuditDecisionControls, AuditSubject } from './useAuditDecision.tsx';

/**
 * The detail drawer of an audited object: its title, 驳回 / 通过 in the header while it is under
 * review (plus `extra` actions), a skeleton until `children` can show (or why they cannot), and the
 * history below them.
 */
export function AuditDrawer({
  open,
  title,
  subject,
  auditStatus,
  decision,
  onClose,
  loading,
  failed = false,
  extra,
  history,
  testId,
  children,
}: {
  open: boolean;
  title: string;
  /** null while the object is loading. */
  subject: AuditSubject | null;
  auditStatus: number | null;
  decision: AuditDecisionControls;
  onClose: () => void;
  loading: boolean;
  /** The details could not be read (the request layer said why). */
  failed?: boolean;
  extra?: ReactNode;
  /** The object's history (AuditHistory), under its own title. */
  history?: ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      size={Math.min(860, window.innerWidth)}
      destroyOnHidden
      data-testid={testId}
      extra={
        subject ? (
          <Space>
            {extra}
            <AuditActions subject={subject} auditStatus={auditStatus} decision={decision} placement="drawer" />
          </Space>
        ) : null
      }
    >
      {failed ? (
        <Empty description={t('audit.loadFailed')} />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <Space direction="vertical" size={24} style={{ width: '100%' }}>
          {children}
          {history && (
            <div>
              <Typography.Title level={5}>{t('audit.history')}</Typography.Title>
              {history}
            </div>
          )}
        </Space>
      )}
    </Drawer>
  );
}

/** The details of the row a drawer shows (id null: closed), read afresh every time it opens. */
export function useAuditDetail<T>(url: string, fetchDetail: (id: number) => Promise<T>, id: number | null) {
  return useQuery({
    queryKey: [url, { id }],
    queryFn: () => fetchDetail(id as number),
    enabled: id !== null,
    staleTime: 0,
  });
}
