import { WarningFilled } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** 危险品: the product is a dangerous good (UN number, hazard class and SDS on its details page). */
export function DangerTag({ hazardClassLabel }: { hazardClassLabel?: string | null }) {
  const { t } = useTranslation();
  const tag = (
    <Tag color="red" icon={<WarningFilled />} className="danger-tag">
      {t('goods.dangerous')}
    </Tag>
  );
  return hazardClassLabel ? <Tooltip title={hazardClassLabel}>{tag}</Tooltip> : tag;
}
