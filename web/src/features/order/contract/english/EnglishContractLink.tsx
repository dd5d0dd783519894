import { GlobalOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { englishContractPath } from './english-contract-path.ts';

/** 英文合同: the link to /englishContract shown for USD orders only (nothing for CNY ones). */
export function EnglishContractLink({ order }: { order: { id: number; currency: 'CNY' | 'USD' } }) {
  const { t } = useTranslation();
  if (order.currency !== 'USD') return null;
  return (
    <Link to={englishContractPath(order.id)} data-testid="english-contract-link">
      <GlobalOutlined /> {t('englishContract.open')}
    </Link>
  );
}
