import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A table cell's second line: a date, a number, a note under the main words, small and grey. */
export const secondary = (text: ReactNode) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {text}
  </Typography.Text>
);
