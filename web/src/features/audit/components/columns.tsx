import type { Certificate } from '@hgsc/contracts';
import { Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/format.ts';
import { PlaceWords } from '../../../shared/ui/MarketWords.tsx';
import { ExpiryTag } from './ExpiryTag.tsx';

/** A main line with a muted second line under it: a name and its code, a contact and the mobile … */
export function TwoLines({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <Space direction="vertical" size={0}>
      <span>{main}</span>
      <span className="muted" style={{ fontSize: 12 }}>
        {sub}
      </span>
    </Space>
  );
}

/** The columns the operator lists share. */
export const contactColumn = <T extends { contactName: string; contactMobile: string }>(title: string): ColumnType<T> => ({
  title,
  key: 'contact',
  width: 150,
  render: (_, row) => <TwoLines main={row.contactName} sub={row.contactMobile} />,
});

export const regionColumn = <T extends { provinceName: string; cityName: string }>(title: string): ColumnType<T> => ({
  title,
  key: 'region',
  width: 140,
  render: (_, row) => <PlaceWords province={row.provinceName} city={row.cityName} separator=" " />,
});

/** A time column, YYYY-MM-DD HH:mm:ss. */
export const timeColumn = <T,>(title: string, dataIndex: keyof T & string): ColumnType<T> => ({
  title,
  dataIndex,
  width: 170,
  render: (value: string | null) => formatDate(value),
});

/** A certificate's validity with its expiry state. */
export const validityColumn = <
  T extends Pick<Certificate, 'validFrom' | 'validTo' | 'expiryState' | 'expiryLabel' | 'daysToExpiry'>,
>(
  title: string,
): ColumnType<T> => ({
  title,
  key: 'validity',
  width: 210,
  render: (_, row) => (
    <Space direction="vertical" size={2}>
      <span>
        {row.validFrom} ~ {row.validTo}
      </span>
      <ExpiryTag certificate={row} />
    </Space>
  ),
});
