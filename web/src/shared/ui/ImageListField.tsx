import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Tag, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { isApiError } from '../request/http.ts';
import { showValidationToast } from '../toast.ts';
import { ACCEPT, checkUploadFile } from './file-check.ts';
import { filesApi } from './files-api.ts';
import { uploadButtonName } from './upload-button-name.ts';

/** What the field says, in the caller's words (a product's pictures, a review's photos …). */
export interface ImageListTexts {
  upload: string;
  remove: string;
  alt: (index: number) => string;
  hint: string;
  tooMany: string;
  /** With `cover`: the first image is the cover, and any other can be made the cover. */
  cover?: { tag: string; make: string };
}

/**
 * A form control whose value is a list of public image keys (/oss/upload/img), at most `limit`.
 * Several files may be picked at once; each is checked (SPEC §5 type and size) and uploaded, and each
 * finished upload adds to the latest list. `knownUrls` shows the images a stored record already has.
 */
export function ImageListField({
  value = [],
  onChange,
  id,
  knownUrls,
  testId,
  disabled,
  limit,
  texts,
  tile = 104,
  ...aria
}: {
  value?: string[];
  onChange?: (keys: string[]) => void;
  id?: string;
  knownUrls?: Record<string, string>;
  testId: string;
  disabled?: boolean;
  limit: number;
  texts: ImageListTexts;
  tile?: number;
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
    if (latest.current.length + pending.current >= limit) {
      showValidationToast(texts.tooMany);
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
            <div style={{ position: 'relative', width: tile, height: tile, border: '1px solid #f0f0f0', borderRadius: 6 }}>
              <Image
                src={urls[key]}
                alt={texts.alt(index + 1)}
                width={tile - 2}
                height={tile - 2}
                style={{ objectFit: texts.cover ? 'contain' : 'cover', borderRadius: 6 }}
              />
              {texts.cover && index === 0 && (
                <Tag color="blue" style={{ position: 'absolute', top: 4, left: 4, margin: 0 }}>
                  {texts.cover.tag}
                </Tag>
              )}
            </div>
            {!disabled && (
              <Flex gap={4}>
                {texts.cover && index > 0 && (
                  <Typography.Link onClick={() => makeCover(key)} style={{ fontSize: 12 }}>
                    {texts.cover.make}
                  </Typography.Link>
                )}
                <Typography.Link type="danger" onClick={() => remove(key)} style={{ fontSize: 12 }}>
                  {texts.remove}
                </Typography.Link>
              </Flex>
            )}
          </Flex>
        ))}
        {!disabled && value.length + uploading < limit && (
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
              aria-label={uploadButtonName(texts.upload, aria['aria-label'])}
              style={{ width: tile, height: tile, flexDirection: 'column' }}
              data-testid={`${testId}-button`}
            >
              {uploading === 0 && <PlusOutlined />}
              <span style={{ fontSize: 12 }}>{texts.upload}</span>
            </Button>
          </Upload>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {texts.hint}
      </Typography.Text>
    </Flex>
  );
}
