import { PlusOutlined } from '@ant-design/icons';
import { type AdminCategoryNode, CATEGORY_MAX_DEPTH } from '@hgsc/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Skeleton, Space, Spin, Tree, type TreeDataNode, type TreeProps, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { isApiError } from '../../../shared/request/http.ts';
import { showSuccessToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { ADMIN_CATEGORY_TREE_URL, categoryAdminApi, refreshCategories } from '../api.ts';
import { type CategoryEditing, CategoryFormModal } from '../components/CategoryFormModal.tsx';
import { CategoryNodeTitle } from '../components/CategoryNodeTitle.tsx';
import { type CategoryMove, canPlaceUnder, dropPlacement, indexTree, planMoves, shiftMoves } from '../tree-moves.ts';

/** The categories matching `keyword` (Chinese or English name) with the path down to them. */
function filterTree(roots: AdminCategoryNode[], keyword: string): AdminCategoryNode[] {
  const needle = keyword.toLowerCase();
  const matches = (node: AdminCategoryNode) =>
    node.name.toLowerCase().includes(needle) || (node.nameEn ?? '').toLowerCase().includes(needle);
  return roots.flatMap((node) => {
    const children = filterTree(node.children, keyword);
    return matches(node) || children.length ? [{ ...node, children }] : [];
  });
}

/** /admin/category: the product category tree (at most three levels) — add, rename, move, enable/disable, delete. */
export default function CategoryAdminPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const tree = useQuery({ queryKey: [ADMIN_CATEGORY_TREE_URL], queryFn: () => categoryAdminApi.tree() });
  const [keyword, setKeyword] = useState('');
  const [collapsed, setCollapsed] = useState<Key[] | null>(null);
  const [editing, setEditing] = useState<CategoryEditing | null>(null);
  const [moving, setMoving] = useState(false);
  const roots = tree.data ?? [];
  const byId = useMemo(() => indexTree(tree.data ?? []), [tree.data]);
  const filtering = keyword.trim() !== '';
  const shown = filtering ? filterTree(roots, keyword.trim()) : roots;
  const refresh = () => refreshCategories(queryClient);

  // Expanded unless the operator folded it; while searching, everything found is open.
  const withChildren = [...byId.values()].filter((node) => node.children.length > 0).map((node) => node.id);
  const expandedKeys = filtering ? withChildren : withChildren.filter((id) => !collapsed?.includes(id));

  /** Runs the moves one by one; a refused one (toasted by the request layer) stops the rest. */
  const runMoves = async (moves: CategoryMove[]) => {
    if (!moves.length) return;
    setMoving(true);
    try {
      for (const move of moves) await categoryAdminApi.move(move);
      showSuccessToast(t('category.moved'));
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      await refresh();
      setMoving(false);
    }
  };

  const onDrop: TreeProps['onDrop'] = (info) => {
    const position = info.dropPosition - Number(info.node.pos.split('-').at(-1));
    const dragId = Number(info.dragNode.key);
    const placement = dropPlacement(roots, dragId, Number(info.node.key), position as -1 | 0 | 1, info.dropToGap);
    if (placement) void runMoves(planMoves(roots, dragId, placement));
  };

  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => {
    const target = byId.get(Number(dropNode.key));
    if (!target) return false;
    return canPlaceUnder(roots, Number(dragNode.key), dropPosition === 0 ? target.id : target.parentId);
  };

  const toggle = async (node: AdminCategoryNode) => {
    if (!node.enabled) {
      await categoryAdminApi.enable(node.id).then(
        () => showSuccessToast(t('category.enabled')),
        (error: unknown) => {
          if (!isApiError(error)) throw error;
        },
      );
      await refresh();
      return;
    }
    confirm({
      title: t('categoryAdmin.disableTitle', { name: node.name }),
      content: t('categoryAdmin.disableConfirm'),
      okText: t('categoryAdmin.disable'),
      onOk: async () => {
        try {
          await categoryAdminApi.disable(node.id);
          showSuccessToast(t('category.disabled'));
        } finally {
          await refresh();
        }
      },
    });
  };

  const remove = (node: AdminCategoryNode) =>
    confirm({
      title: t('categoryAdmin.deleteTitle', { name: node.name }),
      content: t('common.confirmDelete'),
      okText: t('categoryAdmin.delete'),
      onOk: async () => {
        try {
          await categoryAdminApi.del(node.id);
          showSuccessToast(t('common.deleted'));
        } finally {
          await refresh();
        }
      },
    });

  const toTreeData = (nodes: AdminCategoryNode[]): TreeDataNode[] =>
    nodes.map((node, index) => ({
      key: node.id,
      title: (
        <CategoryNodeTitle
          node={node}
          first={index === 0}
          last={index === nodes.length - 1}
          canOrder={!filtering}
          canAddChild={node.level < CATEGORY_MAX_DEPTH}
          onShift={(delta) => void runMoves(shiftMoves(roots, node.id, delta))}
          onAddChild={() => setEditing({ kind: 'create', parent: node })}
          onEdit={() => setEditing({ kind: 'edit', node })}
          onToggle={() => void toggle(node)}
          onDelete={() => remove(node)}
        />
      ),
      children: toTreeData(node.children),
    }));

  const disabledCount = [...byId.values()].filter((node) => !node.enabled).length;

  return (
    <Card
      title={t('route.admin.category')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ kind: 'create', parent: null })}
          data-testid="category-add-top"
        >
          {t('categoryAdmin.addTop')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('categoryAdmin.hint', { max: CATEGORY_MAX_DEPTH })}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          aria-label={t('categoryAdmin.search')}
          placeholder={t('categoryAdmin.search')}
          maxLength={30}
          style={{ width: 280 }}
          onSearch={setKeyword}
          onChange={(event) => !event.target.value && setKeyword('')}
          data-testid="category-search"
        />
        <Button onClick={() => setCollapsed([])} disabled={filtering}>
          {t('categoryAdmin.expandAll')}
        </Button>
        <Button onClick={() => setCollapsed(withChildren)} disabled={filtering}>
          {t('categoryAdmin.collapseAll')}
        </Button>
        {tree.data && (
          <Typography.Text type="secondary">
            {t('categoryAdmin.summary', { total: byId.size, disabled: disabledCount })}
          </Typography.Text>
        )}
      </Space>
      {tree.isPending ? (
        <Skeleton active />
      ) : !shown.length ? (
        <Empty description={filtering ? t('categoryAdmin.noMatch') : t('categoryAdmin.empty')} />
      ) : (
        <Spin spinning={moving || tree.isFetching}>
          <Tree
            blockNode
            selectable={false}
            draggable={!filtering && !moving}
            allowDrop={allowDrop}
            onDrop={onDrop}
            expandedKeys={expandedKeys}
            onExpand={(keys) => setCollapsed(withChildren.filter((id) => !keys.includes(id)))}
            treeData={toTreeData(shown)}
            data-testid="category-tree"
          />
        </Spin>
      )}
      {editing && (
        <CategoryFormModal
          key={editing.kind === 'edit' ? `edit-${editing.node.id}` : `add-${editing.parent?.id ?? 0}`}
          editing={editing}
          roots={roots}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
    </Card>
  );
}
