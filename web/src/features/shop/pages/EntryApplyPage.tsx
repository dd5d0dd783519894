import { AUDIT_STATUS, type ShopEntryInfo } from '@hgsc/contracts';
import { Alert, Button, Card, Flex, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AuditStatusTag } from '../../../shared/ui/AuditStatusTag.tsx';
import { AuditTimeline } from '../../../shared/ui/AuditTimeline.tsx';
import { CompanyGate } from '../../company/index.ts';
import { ShopDescriptions } from '../components/ShopDescriptions.tsx';
import { ShopForm } from '../components/ShopForm.tsx';
import { useShopEntry } from '../components/ShopGate.tsx';
import { ShopStatusBanner } from '../components/ShopStatusBanner.tsx';

/** Before any application: no company → certify first; a company not approved → wait for it; else the form. */
function NoApplication({ info }: { info: ShopEntryInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toCertification = (text: string) => (
    <Button type="primary" onClick={() => navigate('/manage/authentication')} data-testid="shop-entry-certify">
      {text}
    </Button>
  );
  if (!info.company) {
    return (
      <Result
        status="info"
        title={t('seller.entry.noCompany')}
        subTitle={info.reason ?? undefined}
        extra={toCertification(t('org.noCompany.action'))}
        data-testid="shop-entry-no-company"
      />
    );
  }
  if (!info.canApply) {
    return (
      <Result
        status="warning"
        title={t('seller.entry.notApproved')}
        subTitle={
          <Space size={8} wrap>
            <span>{info.reason}</span>
            <span>{t('seller.entry.companyStatus', { name: info.company.name })}</span>
            <AuditStatusTag
              status={info.company.auditStatus}
              label={info.company.auditStatusLabel}
              testId="shop-entry-company-status"
            />
          </Space>
        }
        extra={toCertification(t('seller.entry.viewCertification'))}
        data-testid="shop-entry-not-approved"
      />
    );
  }
  return (
    <>
      <Alert
        type="info"
        showIcon
        title={t('seller.entry.intro', { company: info.company.name })}
        style={{ marginBottom: 24 }}
        data-testid="shop-entry-intro"
      />
      <ShopForm key="register" mode="register" />
    </>
  );
}

/** After applying: the status, the form to correct (rejected) or edit (under review), the open shop's next steps. */
function Application({ info }: { info: ShopEntryInfo & { shop: NonNullable<ShopEntryInfo['shop']> } }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { shop, history } = info;
  const pending = shop.auditStatus === AUDIT_STATUS.PENDING;
  const rejected = shop.auditStatus === AUDIT_STATUS.REJECTED;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <ShopStatusBanner shop={shop} />
      {shop.open && (
        <Card title={t('seller.entry.openTitle', { name: shop.name })} data-testid="shop-entry-open">
          <Flex gap={12} wrap>
            <Link to="/manage/shopinfo">
              <Button type="primary">{t('route.manage.shopinfo')}</Button>
            </Link>
            <Link to="/manage/goodsmanage">
              <Button>{t('route.manage.goodsmanage')}</Button>
            </Link>
            <Link to="/manage/goodslist">
              <Button>{t('route.manage.goodslist')}</Button>
            </Link>
            <Link to={`/shop/${shop.id}/main`} target="_blank">
              <Button>{t('seller.shop.viewPublic')}</Button>
            </Link>
          </Flex>
        </Card>
      )}
      {rejected && (
        <Card title={t('seller.entry.correctTitle')}>
          <ShopForm key={`resubmit-${shop.updatedAt}`} mode="resubmit" shop={shop} />
        </Card>
      )}
      {pending && (
        <Card
          title={t(editing ? 'seller.entry.editTitle' : 'seller.entry.detailTitle')}
          extra={
            !editing && (
              <Button type="primary" ghost onClick={() => setEditing(true)} data-testid="shop-entry-edit">
                {t('seller.entry.edit')}
              </Button>
            )
          }
        >
          {editing ? (
            <ShopForm
              key={`update-${shop.updatedAt}`}
              mode="update"
              shop={shop}
              onDone={() => setEditing(false)}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <ShopDescriptions shop={shop} />
          )}
        </Card>
      )}
      <Card title={t('org.cert.historyTitle')}>
        <AuditTimeline history={history} testId="shop-history" />
      </Card>
    </Space>
  );
}

function EntryContent() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useShopEntry();
  if (isPending) return <Skeleton active />;
  if (isError) {
    return (
      <Button onClick={() => void refetch()} data-testid="shop-entry-retry">
        {t('system.retry')}
      </Button>
    );
  }
  return data.shop ? <Application info={{ ...data, shop: data.shop }} /> : <NoApplication info={data} />;
}

/** /manage/entryapply: the shop entry application (店铺入驻), its audit status and history. */
export default function EntryApplyPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('route.manage.entryapply')}>
      {/* A user without a company is told to certify first by the entry state itself. */}
      <CompanyGate permission="shop.manage" requireCompany={false}>
        <EntryContent />
      </CompanyGate>
    </Card>
  );
}
