import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Quantity } from '../../../shared/ui/GoodsWords.tsx';

/**
 * Quantities of one thing one under the other, each named (挂牌 / 可售 / 待接单 / 已售): what the seller reads at a
 * glance in a narrow column. A line `strong` is the one to act on.
 */
export function QuantityLines({
  unit,
  lines,
}: {
  unit: string;
  lines: { key: string; label: ReactNode; value: string; strong?: boolean }[];
}) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 8, justifyContent: 'start' }}>
      {lines.map((line) => (
        <div key={line.key} style={{ display: 'contents' }} data-testid={`qty-${line.key}`}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {line.label}
          </Typography.Text>
          <Typography.Text strong={line.strong} data-testid={`qty-${line.key}-value`} style={{ textAlign: 'right' }}>
            <Quantity value={line.value} unit={unit} />
          </Typography.Text>
        </div>
      ))}
    </div>
  );
}
