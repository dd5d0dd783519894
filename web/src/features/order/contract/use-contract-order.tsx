import type { ContractView, OrderDetail } from '@hgsc/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { useNotYoursRedirect } from '../use-not-yours.ts';
import { contractApi, contractKeys } from './contract-api.ts';
import { currentContractOf } from './contract-stage.ts';

/** The order as the contract buttons and the stage tag need it. */
export type ContractOrderSteps = Pick<OrderDetail, 'id' | 'orderNo' | 'status' | 'allowedActions'>;

/** What the order says, else what its latest contract says: a viewer without the order's permission still sees them. */
export interface ContractOrderFacts {
  orderNo?: string;
  currency?: ContractView['currency'];
  totalAmount?: string;
  buyerCompanyName?: string;
  sellerCompanyName?: string;
}

interface Loading {
  ready: false;
  /** What the page shows instead: SPEC §2's not-your-order notice, a skeleton, or an empty box. */
  placeholder: ReactElement;
  versions: ContractView[] | undefined;
  order: OrderDetail | undefined;
}

interface Ready {
  ready: true;
  orderId: number;
  /** Every version, newest first. */
  versions: ContractView[];
  /** Undefined when the caller may see the contract but not the order (403), or it failed. */
  order: OrderDetail | undefined;
  orderError: unknown;
  current: ContractView | undefined;
  latest: ContractView | undefined;
  steps: ContractOrderSteps;
  facts: ContractOrderFacts;
}

/**
 * One order's contract versions and the order behind them, for the contract pages (/manage/*contractinfo,
 * /englishContract): another company's order (or no id) gets SPEC §2's notice and goes back to the list.
 */
export function useContractOrder(orderId: number | undefined): Loading | Ready {
  const { t } = useTranslation();
  const versions = useQuery({
    queryKey: contractKeys.versions(orderId ?? 0),
    queryFn: () => contractApi.versions(orderId as number),
    enabled: orderId !== undefined,
    retry: false,
  });
  const order = useQuery({
    queryKey: contractKeys.order(orderId ?? 0),
    queryFn: () => contractApi.order(orderId as number),
    enabled: orderId !== undefined,
    retry: false,
  });

  const notYours = orderId === undefined || (isApiError(versions.error) && versions.error.code === 404);
  useNotYoursRedirect(notYours);

  const loading = (placeholder: ReactElement): Loading => ({
    ready: false,
    placeholder,
    versions: versions.data,
    order: order.data,
  });
  if (notYours) return loading(<Empty description={t('order.detail.notYours')} />);
  if (versions.isPending || (order.isPending && order.fetchStatus !== 'idle')) return loading(<Skeleton active />);
  if (!versions.data || orderId === undefined) return loading(<Empty />);

  const latest = versions.data[0];
  return {
    ready: true,
    orderId,
    versions: versions.data,
    order: order.data,
    orderError: order.error,
    current: currentContractOf(versions.data),
    latest,
    // Without the side's order permission the contract shows without the order's steps.
    steps: order.data ?? { id: orderId, orderNo: latest?.orderNo ?? '', status: latest?.orderStatus ?? 0, allowedActions: [] },
    facts: {
      orderNo: order.data?.orderNo ?? latest?.orderNo,
      currency: order.data?.currency ?? latest?.currency,
      totalAmount: order.data?.totalAmount ?? latest?.totalAmount,
      buyerCompanyName: order.data?.buyerCompanyName ?? latest?.buyerCompanyName,
      sellerCompanyName: order.data?.sellerCompanyName ?? latest?.sellerCompanyName,
    },
  };
}
