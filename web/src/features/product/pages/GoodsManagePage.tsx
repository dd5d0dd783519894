import { AUDIT_STATUS, type ProductAuditLog, type ProductDetail } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Result, Skeleton, Space, Timeline, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { CompanyGate } from '../../company/index.ts';
import { ShopGate } from '../../shop/index.ts';
import { PRODUCT_KEY, productApi, productDetailKey } from '../api.ts';
import { useCategoryLeaves } from '../components/CategoryCascader.tsx';
import { ProductForm } from '../components/ProductForm.tsx';

/** What the seller should know before editing: under review (withdraw first), rejected (why), approved (back to audit). */
function StateNotice({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const status = (
    <AuditStatusTag
      status={product.auditStatus}
      label={product.auditStatus === null ? t('product.draft') : product.auditStatusLabel}
      testId="product-edit-status"
    />
  );
  if (product.auditStatus === AUDIT_STATUS.PENDING) {
    return (
      <Alert
        type="info"
        showIcon
        title={
          <Space>
            {status}
            {t('product.editWhilePending')}
          </Space>
        }
        action={
          <Button
            danger
            onClick={() =>
              confirm({
                title: t('seller.product.confirmRevoke'),
                content: t('seller.product.confirmRevokeHint', { name: product.name }),
                onOk: async () => {
                  await productApi.revoke(product.id);
                  showSuccessToast(t('product.revoked'));
                  await queryClient.invalidateQueries({ queryKey: PRODUCT_KEY });
                },
              })
            }
            data-testid="product-edit-revoke"
          >
            {t('seller.product.action.revoke')}
          </Button>
        }
        style={{ marginBottom: 24 }}
      />
    );
  }
  if (product.auditStatus === AUDIT_STATUS.REJECTED) {
    return (
      <Alert
        type="error"
        showIcon
        title={
          <Space>
            {status}
            {t('seller.product.rejectedHint')}
          </Space>
        }
        description={product.auditReason ? t('field.audit.reason', { reason: product.auditReason }) : undefined}
        style={{ marginBottom: 24 }}
        data-testid="product-edit-rejected"
      />
    );
  }
  if (product.auditStatus === AUDIT_STATUS.APPROVED) {
    return (
      <Alert
        type="warning"
        showIcon
        title={
          <Space>
            {status}
            {t('seller.product.approvedEditHint')}
          </Space>
        }
        style={{ marginBottom: 24 }}
      />
    );
  }
  return null;
}

/** The product's audit history (newest first). */
function AuditHistory({ logs }: { logs: ProductAuditLog[] }) {
  const { t } = useTranslation();
  if (logs.length === 0) return <Empty description={t('field.audit.noHistory')} />;
  return (
    <Timeline
      data-testid="product-history"
      items={[...logs].reverse().map((log) => ({
        key: log.id,
        color: log.action === 'reject' || log.action === 'forceDown' ? 'red' : log.action === 'approve' ? 'green' : 'blue',
        title: formatDate(log.createdAt),
        content: (
          <Space orientation="vertical" size={2}>
            <Typography.Text strong>{log.actionLabel}</Typography.Text>
            {log.actorName && (
              <Typography.Text type="secondary">{t('field.audit.actor', { name: log.actorName })}</Typography.Text>
            )}
            {log.reason && <Typography.Text type="danger">{t('field.audit.reason', { reason: log.reason })}</Typography.Text>}
          </Space>
        ),
      }))}
    />
  );
}

function ProductEditor({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leaves = useCategoryLeaves();
  const detail = useQuery({
    queryKey: productDetailKey(id ?? 0),
    queryFn: () => productApi.info(id ?? 0),
    enabled: id !== null,
  });
  if (leaves.isPending || (id !== null && detail.isPending)) return <Skeleton active />;
  if (id !== null && !detail.data) {
    return (
      <Result
        status="404"
        title={t('seller.product.notFound')}
        extra={<Button onClick={() => navigate('/manage/goodslist')}>{t('seller.product.backToList')}</Button>}
        data-testid="product-not-found"
      />
    );
  }
  const product = detail.data ?? null;
  return (
    <>
      {product && <StateNotice product={product} />}
      <ProductForm
        // A new form when another product (or a newer version of it) is opened.
        key={product ? `${product.id}-${product.updatedAt}` : 'new'}
        product={product}
        leaves={leaves.data ?? []}
        disabled={product?.auditStatus === AUDIT_STATUS.PENDING}
      />
      {product && (
        <Card title={t('org.cert.historyTitle')} size="small" style={{ marginTop: 24 }}>
          <AuditHistory logs={product.auditLogs} />
        </Card>
      )}
    </>
  );
}

/** A positive integer id from the address, else null (a new product). */
const idOf = (raw: string | null) => (raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);

/** /manage/goodsmanage (?id= to edit): publish or edit a chemical product. */
export default function GoodsManagePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  return (
    <Card title={t(id === null ? 'route.manage.goodsmanage' : 'seller.product.editTitle')}>
      <CompanyGate permission="shop.product">
        <ShopGate>{() => <ProductEditor key={id ?? 'new'} id={id} />}</ShopGate>
      </CompanyGate>
    </Card>
  );
}
