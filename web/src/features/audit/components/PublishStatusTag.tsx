import { PUBLISH_STATUS } from '@hgsc/contracts';
import { Tag } from 'antd';

/** SPEC §3 publish status (0 未上架, 1 已上架) with the label the server sent. */
export function PublishStatusTag({ status, label, testId }: { status: number; label: string; testId?: string }) {
  return (
    <Tag color={status === PUBLISH_STATUS.ON_SHELF ? 'green' : 'default'} data-testid={testId}>
      {label}
    </Tag>
  );
}
