import { WarningFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** The tooltip's code loads on the first hover or focus: product lists show many tags, few are pointed at. */
const Tooltip = lazy(() => import('antd/es/tooltip'));

/** 危险品: the product is a dangerous good (UN number, hazard class and SDS on its details page). */
export function DangerTag({ hazardClassLabel }: { hazardClassLabel?: string | null }) {
  const { t } = useTranslation();
  const [pointedAt, setPointedAt] = useState(false);
  const point = () => setPointedAt(true);
  const tag = (
    <Tag
      color="red"
      icon={<WarningFilled />}
      className="danger-tag"
      onMouseEnter={point}
      onFocus={point}
      tabIndex={hazardClassLabel ? 0 : undefined}
    >
      {t('goods.dangerous')}
    </Tag>
  );
  if (!hazardClassLabel || !pointedAt) return tag;
  return (
    <Suspense fallback={tag}>
      {/* Opened at once: the pointer is already on the tag when the tooltip arrives. */}
      <Tooltip title={hazardClassLabel} defaultOpen>
        {tag}
      </Tooltip>
    </Suspense>
  );
}
