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
    <div style={{ minWidth: 0 }}>
      <div>{main}</div>
      <div className="muted" style={{ fontSize: 12 }}>
        {sub}
      </div>
    </div>
  );
}

/** The columns the operator lists share. */
export const contactColumn = <T extends { contactName: string; contactMobile: string }>(title: string): ColumnType<T> => ({
  title,
  key: 'contact',
  width: 130,
  render: (_, row) => <TwoLines main={row.contactName} sub={row.contactMobile} />,
});

export const regionColumn = <T extends { provinceName: string; cityName: string }>(title: string): ColumnType<T> => ({
  title,
  key: 'region',
  width: 120,
  render: (_, row) => <PlaceWords province={row.provinceName} city={row.cityName} separator=" " />,
});

/** A time, YYYY-MM-DD over HH:mm:ss: two short lines where one long line took 170 px of a list's width. */
export function TimeLines({ value }: { value: string | null | undefined }) {
  if (!value) return <>-</>;
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column' }}>
      <span>{formatDate(value, 'YYYY-MM-DD')}</span>
      <span className="muted" style={{ fontSize: 12 }}>
        {formatDate(value, 'HH:mm:ss')}
      </span>
    </span>
  );
}

/** A time column, YYYY-MM-DD over HH:mm:ss. */
export const timeColumn = <T,>(title: string, dataIndex: keyof T & string): ColumnType<T> => ({
  title,
  dataIndex,
  width: 120,
  render: (value: string | null) => <TimeLines value={value} />,
});

/** Text cut to one line with an ellipsis where it is longer than its cell, the whole of it in a tooltip. */
export function Clip({ text }: { text: string | null | undefined }) {
  return (
    <span
      title={text ?? undefined}
      style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {text || '-'}
    </span>
  );
}

/** A certificate's validity with its expiry state. */
export const validityColumn = <
  T extends Pick<Certificate, 'validFrom' | 'validTo' | 'expiryState' | 'expiryLabel' | 'daysToExpiry'>,
>(
  title: string,
): ColumnType<T> => ({
  title,
  key: 'validity',
  width: 180,
  render: (_, row) => (
    <Space direction="vertical" size={2}>
      <span>
        {row.validFrom} ~ <span style={{ whiteSpace: 'nowrap' }}>{row.validTo}</span>
      </span>
      <ExpiryTag certificate={row} />
    </Space>
  ),
});
