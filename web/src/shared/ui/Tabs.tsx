import { type ReactNode, useId, useState } from 'react';
import './light-nav.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * antd's Tabs look (line type) for a few fixed tabs: antd's carries an overflow dropdown menu into the
 * page's JavaScript, held to a budget. Only the active panel renders, as antd's `destroyOnHidden`.
 */
export function Tabs({
  items,
  activeKey,
  onChange,
  size,
  extra,
}: {
  items: TabItem[];
  activeKey?: string;
  onChange?: (key: string) => void;
  size?: 'small';
  extra?: ReactNode;
}) {
  const id = useId();
  const [ownKey, setOwnKey] = useState(items[0]?.key);
  const current = activeKey ?? ownKey;
  const active = items.find((item) => item.key === current) ?? items[0];
  const select = (key: string) => {
    setOwnKey(key);
    onChange?.(key);
  };
  return (
    <div className={`light-tabs${size === 'small' ? ' light-tabs-small' : ''}`}>
      <div className="light-tabs-nav">
        <div className="light-tabs-list" role="tablist">
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={item.key === active?.key}
              aria-controls={`${id}-panel`}
              className="light-tabs-tab"
              onClick={() => select(item.key)}
            >
              {item.label}
            </button>
          ))}
        </div>
        {extra && <div className="light-tabs-extra">{extra}</div>}
      </div>
      {active && (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active.key}`}>
          {active.children}
        </div>
      )}
    </div>
  );
}
