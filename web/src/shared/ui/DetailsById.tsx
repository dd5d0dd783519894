import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { positiveInt } from '../url-query.ts';

/**
 * A details page of one object named by `?id=` (a receipt, a bill, an order …): read once, not retried (a 404 is the
 * answer, not a hiccup), a skeleton while it comes, and — for a missing, malformed or foreign id — a card saying so
 * with the way back to its list, rather than an error toast over an empty page.
 */
export function DetailsById<T>({
  queryKey,
  load,
  title,
  notFound,
  back,
  skeletonRows,
  children,
}: {
  queryKey: (id: number | undefined) => readonly unknown[];
  load: (id: number) => Promise<T>;
  /** The page's title, on the card that says the object is not found. */
  title: string;
  notFound: string;
  back: { to: string; label: string };
  skeletonRows?: number;
  children: (found: T) => ReactNode;
}) {
  const [search] = useSearchParams();
  const id = positiveInt(search.get('id'));
  const found = useQuery({
    queryKey: queryKey(id),
    queryFn: () => load(id as number),
    enabled: id !== undefined,
    retry: false,
  });
  if (id === undefined || found.isError)
    return (
      <Card title={title}>
        <Empty description={notFound}>
          <Link to={back.to}>{back.label}</Link>
        </Empty>
      </Card>
    );
  if (found.isPending) return <Skeleton active paragraph={skeletonRows ? { rows: skeletonRows } : undefined} />;
  return <>{children(found.data)}</>;
}
