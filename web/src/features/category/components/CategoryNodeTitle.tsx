import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { AdminCategoryNode } from '@hgsc/contracts';
import { Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** Products filed on the category or anywhere below it. */
const productsUnder = (node: AdminCategoryNode): number =>
  node.children.reduce((sum, child) => sum + productsUnder(child), node.productCount);

/**
 * One row of the category tree: names, level, state and product count, and its actions. Each
 * action's accessible name carries the category's name, so a row's buttons are told apart.
 */
export function CategoryNodeTitle({
  node,
  first,
  last,
  canOrder,
  canAddChild,
  onShift,
  onAddChild,
  onEdit,
  onToggle,
  onDelete,
}: {
  node: AdminCategoryNode;
  first: boolean;
  last: boolean;
  /** Off while the tree is filtered: neighbours may be hidden. */
  canOrder: boolean;
  canAddChild: boolean;
  onShift: (delta: -1 | 1) => void;
  onAddChild: () => void;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const label = (action: string) => t('categoryAdmin.actionOf', { action, name: node.name });
  // The buttons sit inside the tree node: a click must not also fold or drag the node.
  const act = (handler: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    handler();
  };
  const actionButton = (key: string, text: string, handler: () => void, danger = false) => (
    <Button
      key={key}
      type="link"
      size="small"
      danger={danger}
      aria-label={label(text)}
      onClick={act(handler)}
      data-testid={`category-${key}-${node.id}`}
    >
      {text}
    </Button>
  );

  return (
    <Flex justify="space-between" align="center" gap={12} wrap data-testid={`category-node-${node.id}`}>
      <Space size={8} wrap>
        <Typography.Text strong={node.level === 1} delete={!node.enabled} type={node.enabled ? undefined : 'secondary'}>
          {node.name}
        </Typography.Text>
        {node.nameEn && <Typography.Text type="secondary">{node.nameEn}</Typography.Text>}
        <Tag variant="filled">{t('categoryAdmin.level', { level: node.level })}</Tag>
        {!node.enabled && <Tag color="warning">{t('categoryAdmin.disabledTag')}</Tag>}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {node.children.length
            ? t('categoryAdmin.productCountTree', { count: productsUnder(node) })
            : t('categoryAdmin.productCount', { count: node.productCount })}
        </Typography.Text>
      </Space>
      <Space size={0} wrap>
        <Tooltip title={t('categoryAdmin.moveUp')}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={!canOrder || first}
            aria-label={label(t('categoryAdmin.moveUp'))}
            onClick={act(() => onShift(-1))}
            data-testid={`category-up-${node.id}`}
          />
        </Tooltip>
        <Tooltip title={t('categoryAdmin.moveDown')}>
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={!canOrder || last}
            aria-label={label(t('categoryAdmin.moveDown'))}
            onClick={act(() => onShift(1))}
            data-testid={`category-down-${node.id}`}
          />
        </Tooltip>
        {canAddChild && actionButton('add-child', t('categoryAdmin.addChild'), onAddChild)}
        {actionButton('edit', t('categoryAdmin.edit'), onEdit)}
        {actionButton('toggle', node.enabled ? t('categoryAdmin.disable') : t('categoryAdmin.enable'), onToggle)}
        {actionButton('delete', t('categoryAdmin.delete'), onDelete, true)}
      </Space>
    </Flex>
  );
}
