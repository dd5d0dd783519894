import type { ShopAgreement } from '@hgsc/contracts';
import { Alert } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AgreementText } from '../../agreement/index.ts';

/** The shop entry agreement (店铺入驻协议) the applicant reads before accepting it. */
export function ShopAgreementBox({ agreement }: { agreement: ShopAgreement | null }) {
  const { t } = useTranslation();
  if (!agreement) {
    return <Alert type="warning" showIcon title={t('seller.entry.noAgreement')} data-testid="shop-agreement-none" />;
  }
  return (
    <div data-testid="shop-agreement">
      <AgreementText agreement={agreement} maxHeight={280} showTitle testId="shop-agreement-text" />
    </div>
  );
}
