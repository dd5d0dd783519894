import { PlusOutlined } from '@ant-design/icons';
import { PRODUCT_IMAGE_LIMIT } from '@hgsc/contracts';
import { Button, Flex, Image, Tag, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/request/http.ts';
import { showValidationToast } from '../../../shared/toast.ts';
import { filesApi } from '../../company/api.ts';
import { ACCEPT, checkUploadFile } from '../../company/file-check.ts';

const TILE = 104;

/**
 * A form control whose value is the product's image keys (public /oss/upload/img uploads), 1–9, the
 * first being the cover. Several files may be picked at once; each is checked (SPEC §5) and uploaded.
 * `knownUrls` shows the images a stored product already has.
 */
export function ImageListField({
  value = [],
  onChange,
  id,
  knownUrls,
  testId,
  disabled,
  ...aria
}: {
  value?: string[];
  onChange?: (keys: string[]) => void;
  id?: string;
  knownUrls?: Record<string, string>;
  testId: string;
  disabled?: boolean;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  const [urls, setUrls] = useState<Record<string, string>>(knownUrls ?? {});
  const [uploading, setUploading] = useState(0);
  // Uploads finish one by one; each adds to the latest list, not to the one it started with.
  const latest = useRef(value);
  latest.current = value;
  const pending = useRef(0);

  const change = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };

  const upload = async (file: File) => {
    const problem = checkUploadFile(file, 'img');
    if (problem) {
      showValidationToast(t(problem));
      return;
    }
    if (latest.current.length + pending.current >= PRODUCT_IMAGE_LIMIT) {
      showValidationToast(t('product.imagesCount'));
      return;
    }
    pending.current += 1;
    setUploading((n) => n + 1);
    try {
      const result = await filesApi.publicImage(file);
      setUrls((previous) => ({ ...previous, [result.key]: result.url }));
      change([...latest.current, result.key]);
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      pending.current -= 1;
      setUploading((n) => n - 1);
    }
  };

  const makeCover = (key: string) => change([key, ...value.filter((k) => k !== key)]);
  const remove = (key: string) => change(value.filter((k) => k !== key));

  return (
    <Flex vertical gap={8} data-testid={testId}>
      <Flex gap={12} wrap>
        {value.map((key, index) => (
          <Flex key={key} vertical align="center" gap={4} data-testid={`${testId}-item`}>
            <div style={{ position: 'relative', width: TILE, height: TILE, border: '1px solid #f0f0f0', borderRadius: 6 }}>
              <Image
                src={urls[key]}
                alt={t('seller.product.imageAlt', { index: index + 1 })}
                width={TILE - 2}
                height={TILE - 2}
                style={{ objectFit: 'contain', borderRadius: 6 }}
              />
              {index === 0 && (
                <Tag color="blue" style={{ position: 'absolute', top: 4, left: 4, margin: 0 }}>
                  {t('seller.product.cover')}
                </Tag>
              )}
            </div>
            {!disabled && (
              <Flex gap={4}>
                {index > 0 && (
                  <Typography.Link onClick={() => makeCover(key)} style={{ fontSize: 12 }}>
                    {t('seller.product.makeCover')}
                  </Typography.Link>
                )}
                <Typography.Link type="danger" onClick={() => remove(key)} style={{ fontSize: 12 }}>
                  {t('seller.product.removeImage')}
                </Typography.Link>
              </Flex>
            )}
          </Flex>
        ))}
        {!disabled && value.length + uploading < PRODUCT_IMAGE_LIMIT && (
          <Upload
            accept={ACCEPT.img}
            multiple
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button
              id={id}
              type="dashed"
              loading={uploading > 0}
              aria-label={aria['aria-label']}
              style={{ width: TILE, height: TILE, flexDirection: 'column' }}
              data-testid={`${testId}-button`}
            >
              {uploading === 0 && <PlusOutlined />}
              <span style={{ fontSize: 12 }}>{t('seller.product.uploadImage')}</span>
            </Button>
          </Upload>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('seller.product.imagesHint', { limit: PRODUCT_IMAGE_LIMIT })}
      </Typography.Text>
    </Flex>
  );
}
