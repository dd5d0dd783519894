import type { Bill } from '@hgsc/contracts';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Drawer, Empty, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { BillSections } from './BillSections.tsx';
import { BillStatusTag } from './BillStatusTag.tsx';
import { BillTurnNotice } from './BillTurnNotice.tsx';

/**
 * One bill beside a list (the keeper's board, the operator's supervision), read afresh on opening: whose turn it is,
 * every section of it and its log, and the steps `actions` gives in the header.
 */
export function BillDrawer({
  queryKey,
  load,
  links,
  actions,
  onClose,
  testId,
}: {
  queryKey: QueryKey;
  load: () => Promise<Bill>;
  links: boolean;
  actions: (bill: Bill) => ReactNode;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const detail = useQuery({ queryKey, queryFn: load, staleTime: 0, retry: false });
  const bill = detail.data;
  return (
    <Drawer
      open
      onClose={onClose}
      title={
        bill ? (
          <Space wrap>
            {t('billPage.details.titleOf', { no: bill.billNo })}
            <BillStatusTag bill={bill} />
          </Space>
        ) : (
          t('billPage.details.title')
        )
      }
      size={Math.min(960, window.innerWidth)}
      destroyOnHidden
      extra={bill ? actions(bill) : null}
      data-testid={testId}
    >
      {bill ? (
        <>
          <BillTurnNotice bill={bill} />
          <BillSections bill={bill} links={links} />
        </>
      ) : detail.isError ? (
        <Empty description={t('billPage.details.notFound')} />
      ) : (
        <Skeleton active paragraph={{ rows: 12 }} />
      )}
    </Drawer>
  );
}
