import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { QUOTES_KEY, quoteApi } from '../api.ts';
import { quotePath } from '../quote-paths.ts';

/**
 * /applyShare?token= 申请查看报价: what a quote's share link opens — whose quote of what — and, for a company not yet
 * let in, the request to read it; once let in (or a side of it already), the way to the quote.
 */
export default function ApplySharePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const queryClient = useQueryClient();
  const key = [...QUOTES_KEY, 'share-link', token];
  const info = useQuery({ queryKey: key, queryFn: () => quoteApi.shareInfo(token), enabled: token !== '', retry: false });
  const apply = useMutation({
    mutationFn: () => quoteApi.applyShare(token),
    onSuccess: (answer) => {
      showSuccessToast(t('quote.shareAppliedOk'));
      queryClient.setQueryData(key, answer);
    },
  });

  if (!token || info.isError)
    return (
      <Card title={t('route.applyShare')}>
        <Result
          status="warning"
          title={t('quote.apply.invalid')}
          extra={<Link to="/manage/myQuotation">{t('quote.detail.back')}</Link>}
        />
      </Card>
    );
  if (!info.data)
    return (
      <Card title={t('route.applyShare')}>
        <Skeleton active />
      </Card>
    );
  const found = info.data;
  return (
    <Card title={t('route.applyShare')}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="quote-apply-intro">
          {t('quote.apply.intro', { supplier: found.supplierCompanyName, no: found.quoteNo, product: found.productName })}
        </Typography.Title>
        {found.access === 'none' && (
          <>
            <Alert type="info" showIcon title={t('quote.apply.none')} />
            <Button type="primary" loading={apply.isPending} onClick={() => apply.mutate()} data-testid="quote-apply">
              {t('quote.apply.button')}
            </Button>
          </>
        )}
        {found.access === 'applied' && (
          <Alert type="warning" showIcon title={t('quote.apply.applied')} data-testid="quote-apply-status" />
        )}
        {found.access === 'rejected' && (
          <Alert type="error" showIcon title={t('quote.apply.rejected')} data-testid="quote-apply-status" />
        )}
        {(found.access === 'approved' || found.access === 'side') && (
          <Link to={quotePath(found.quoteId)} data-testid="quote-apply-open">
            <Button type="primary">{t('quote.apply.open')}</Button>
          </Link>
        )}
      </Space>
    </Card>
  );
}
