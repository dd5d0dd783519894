import { Tag } from 'antd';

const COLORS: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' };

/** SPEC §3 audit status (0 审核中, 1 审核通过, 2 审核未通过) with the label the server sent; null: a draft. */
export function AuditStatusTag({ status, label, testId }: { status: number | null; label: string; testId?: string }) {
  return (
    <Tag color={status === null ? 'default' : (COLORS[status] ?? 'default')} data-testid={testId}>
      {label}
    </Tag>
  );
}
