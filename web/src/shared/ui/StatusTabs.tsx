import { Badge, Tabs } from 'antd';
import type { ReactNode } from 'react';

/** How many rows a list or a tab holds: a grey badge that shows 0 too, up to 9999. */
export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  return <Badge count={count} showZero color="var(--hg-badge-grey)" overflowCount={9999} data-testid={testId} />;
}

export interface StatusTab<K extends string> {
  key: K;
  label: ReactNode;
  /** The tab's count, shown as a CountBadge after its label; none, no badge. */
  count?: number;
}

/**
 * The status tabs above a management list's paged table (an order's stage, a product's state): the caller keeps
 * the active tab (in state or the URL) and goes back to page 1 when it changes. With `testIdPrefix`, each tab's
 * label carries data-testid `${testIdPrefix}-${key}`.
 */
export function StatusTabs<K extends string>({
  tabs,
  active,
  onChange,
  testIdPrefix,
  testId,
  tabBarGutter,
}: {
  tabs: readonly StatusTab<K>[];
  active: K;
  onChange: (key: K) => void;
  testIdPrefix?: string;
  /** The tab strip's data-testid. */
  testId?: string;
  tabBarGutter?: number;
}) {
  return (
    <Tabs
      tabBarGutter={tabBarGutter}
      activeKey={active}
      onChange={(key) => onChange(key as K)}
      items={tabs.map((tab) => ({
        key: tab.key,
        label:
          testIdPrefix === undefined && tab.count === undefined ? (
            tab.label
          ) : (
            <span data-testid={testIdPrefix === undefined ? undefined : `${testIdPrefix}-${tab.key}`}>
              {tab.label}
              {tab.count !== undefined && (
                <>
                  {' '}
                  <CountBadge count={tab.count} />
                </>
              )}
            </span>
          ),
      }))}
      data-testid={testId}
    />
  );
}
