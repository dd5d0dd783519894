import type { AttentionItem } from '@hgsc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatPrice } from '../../../shared/format.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showSuccessToast, showValidationToast } from '../../../shared/toast.ts';
import { useConfirm } from '../../../shared/ui/confirm.tsx';
import { ProductCell } from '../../../shared/ui/ProductCell.tsx';
import { usePagedTable } from '../../../shared/ui/usePagedTable.ts';
import { ATTENTION_KEY, ATTENTION_LIST_KEY, attentionApi } from '../api.ts';

const detailUrl = (item: AttentionItem) => `/goodsdetail?id=${item.id}`;

/** /manage/attention: the products the user follows (关注的商品), latest first. */
export default function AttentionPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const list = usePagedTable<AttentionItem, Record<string, never>>(ATTENTION_LIST_KEY, attentionApi.list, {});
  const [selected, setSelected] = useState<number[]>([]);

  const unfollow = (ids: number[], title: string, content?: string) =>
    confirm({
      title,
      content,
      okText: t('seller.attention.unfollow'),
      onOk: async () => {
        await attentionApi.remove(ids);
        showSuccessToast(t('attention.removed'));
        setSelected((current) => current.filter((id) => !ids.includes(id)));
        await queryClient.invalidateQueries({ queryKey: ATTENTION_KEY });
      },
    });

  const unfollowSelected = () => {
    if (selected.length === 0) {
      showValidationToast(t('common.selectAtLeastOne'));
      return;
    }
    unfollow(selected, t('common.confirmDelete'), t('seller.attention.bulkHint', { count: selected.length }));
  };

  const columns: ColumnsType<AttentionItem> = [
    {
      title: t('seller.product.product'),
      key: 'product',
      width: 320,
      render: (_, item) => (
        <ProductCell
          product={item}
          title={
            item.available ? (
              <Link to={detailUrl(item)} data-testid={`attention-link-${item.id}`}>
                {item.name}
              </Link>
            ) : (
              <Typography.Text type="secondary" delete>
                {item.name}
              </Typography.Text>
            )
          }
          tags={
            <Space size={4} style={{ marginTop: 4 }}>
              {item.isDangerous && <Tag color="red">{t('seller.product.dangerousTag')}</Tag>}
              {!item.available && <Tag data-testid={`attention-unavailable-${item.id}`}>{t('seller.attention.unavailable')}</Tag>}
            </Space>
          }
        />
      ),
    },
    { title: t('seller.attention.shop'), dataIndex: 'shopName', width: 180 },
    {
      title: t('seller.product.price'),
      key: 'price',
      width: 150,
      render: (_, item) =>
        item.price === null
          ? t('goods.priceOnRequest')
          : `${formatPrice(item.price)} ${t('seller.product.perUnit', { unit: item.unit })}`,
    },
    { title: t('seller.product.packaging'), dataIndex: 'packagingLabel', width: 90 },
    {
      title: t('seller.attention.followedAt'),
      dataIndex: 'followedAt',
      width: 170,
      render: (value: string) => formatDate(value),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 170,
      render: (_, item) => (
        <Space size={0}>
          {item.available && (
            <Link to={detailUrl(item)}>
              <Button type="link" size="small">
                {t('seller.attention.view')}
              </Button>
            </Link>
          )}
          <Button
            type="link"
            size="small"
            danger
            onClick={() => unfollow([item.id], t('seller.attention.confirmUnfollow'), item.name)}
            data-testid={`attention-unfollow-${item.id}`}
          >
            {t('seller.attention.unfollow')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('route.manage.attention')}
      extra={
        <Button danger onClick={unfollowSelected} data-testid="attention-unfollow-selected">
          {t('seller.attention.unfollowSelected')}
        </Button>
      }
    >
      <Table<AttentionItem>
        {...list.tableProps}
        columns={columns}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        locale={{
          emptyText: (
            <Empty description={t('seller.attention.empty')}>
              <Link to="/search">
                <Button type="primary">{t('seller.attention.browse')}</Button>
              </Link>
            </Empty>
          ),
        }}
        scroll={{ x: 1100 }}
        data-testid="attention-table"
      />
    </Card>
  );
}
