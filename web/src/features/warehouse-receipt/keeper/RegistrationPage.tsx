import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { RegisterFromDeposit } from './RegisterFromDeposit.tsx';
import { RegisterFromStock } from './RegisterFromStock.tsx';

/**
 * /manage/registrationTheWarehouseReceipt 仓单登记: the keeper registers the receipt of goods it received (from the
 * inbound queue, `?depositId=`), or of goods already in its stock; either awaits the operator's audit.
 */
export default function RegistrationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const depositId = Number(params.get('depositId')) || undefined;
  return (
    <Card title={t('route.manage.registrationTheWarehouseReceipt')}>
      <Tabs
        defaultActiveKey="deposit"
        items={[
          { key: 'deposit', label: t('keeper.fromDeposit'), children: <RegisterFromDeposit depositId={depositId} /> },
          { key: 'stock', label: t('keeper.fromStock'), children: <RegisterFromStock /> },
        ]}
      />
    </Card>
  );
}
