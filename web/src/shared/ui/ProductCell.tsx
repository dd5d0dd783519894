import { PictureOutlined } from '@ant-design/icons';
import { Flex, Image, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A product in a table's first column: its cover (or a placeholder), its name (a link or plain
 * text, as the caller gives it), CAS number and category, and tags below.
 */
export function ProductCell({
  product,
  title,
  tags,
}: {
  product: { name: string; coverUrl?: string | null; casNumber: string; categoryName?: string | null };
  title: ReactNode;
  tags: ReactNode;
}) {
  return (
    <Flex gap={12} align="center">
      {product.coverUrl ? (
        <Image src={product.coverUrl} alt={product.name} width={56} height={56} style={{ objectFit: 'contain' }} />
      ) : (
        <Flex align="center" justify="center" style={{ width: 56, height: 56, background: '#fafafa', color: '#bfbfbf' }}>
          <PictureOutlined />
        </Flex>
      )}
      <Space orientation="vertical" size={0}>
        {title}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          CAS {product.casNumber}
          {product.categoryName ? ` · ${product.categoryName}` : ''}
        </Typography.Text>
        {tags}
      </Space>
    </Flex>
  );
}
