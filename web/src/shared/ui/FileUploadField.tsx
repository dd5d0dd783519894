import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import type { UploadResult } from '@hgsc/contracts';
import { Button, Flex, Image, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { isApiError } from '../request/http.ts';
import { showValidationToast } from '../toast.ts';
import { ACCEPT, checkUploadFile, isPdfFile, type UploadCheckKind } from './file-check.ts';
import { filesApi } from './files-api.ts';
import { uploadButtonName } from './upload-button-name.ts';

export interface UploadedFile {
  url: string;
  name: string;
  pdf: boolean;
}

const HINT: Record<UploadCheckKind, string> = {
  img: 'field.upload.imageHint',
  file: 'field.upload.fileHint',
  pdf: 'field.upload.pdfHint',
};

/**
 * A form control whose value is the key of an upload: a picked file is checked (SPEC §5 type and
 * size, with the SPEC messages), uploaded and previewed. Private files (certificates, licences) go
 * to /encry/upload/img or /encry/upload/pdf; `visibility="public"` files (a shop logo, a product's
 * SDS) to /oss/upload/img or /oss/upload/pdf. `onPicked` sees each accepted file before it is
 * uploaded (the licence also goes to OCR).
 */
export function FileUploadField({
  value,
  onChange,
  id,
  kind,
  visibility = 'private',
  current,
  onPicked,
  onUploaded,
  testId,
  buttonText,
  disabled,
  ...aria
}: {
  value?: string;
  onChange?: (key: string) => void;
  id?: string;
  kind: UploadCheckKind;
  /** 'private' (default): encrypted at rest, shown to those allowed; 'public': anyone may see it. */
  visibility?: 'private' | 'public';
  /** The stored file shown before anything new is picked (an edited record). */
  current?: UploadedFile | null;
  onPicked?: (file: File) => void;
  onUploaded?: (result: UploadResult) => void;
  testId: string;
  buttonText: string;
  disabled?: boolean;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const shown = value ? (uploaded ?? current ?? null) : null;
  const buttonLabel = shown ? t('field.upload.replace') : buttonText;

  const upload = async (file: File) => {
    const problem = checkUploadFile(file, kind);
    if (problem) {
      showValidationToast(t(problem));
      return;
    }
    onPicked?.(file);
    setUploading(true);
    try {
      const pdf = isPdfFile(file);
      const result = await (visibility === 'public'
        ? pdf
          ? filesApi.publicPdf(file)
          : filesApi.publicImage(file)
        : pdf
          ? filesApi.encryptedPdf(file)
          : filesApi.encryptedImage(file));
      setUploaded({ url: result.url, name: result.name, pdf: result.type === 'application/pdf' });
      onChange?.(result.key);
      onUploaded?.(result);
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex vertical gap={8} data-testid={testId}>
      <Upload
        accept={ACCEPT[kind]}
        showUploadList={false}
        maxCount={1}
        disabled={disabled || uploading}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button
          id={id}
          icon={<UploadOutlined />}
          loading={uploading}
          disabled={disabled}
          aria-label={uploadButtonName(buttonLabel, aria['aria-label'])}
          data-testid={`${testId}-button`}
        >
          {buttonLabel}
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(HINT[kind])}
      </Typography.Text>
      {shown &&
        (shown.pdf ? (
          <a href={shown.url} target="_blank" rel="noreferrer" data-testid={`${testId}-preview`}>
            <FilePdfOutlined /> {shown.name || t('field.upload.viewFile')}
          </a>
        ) : (
          <Image
            src={shown.url}
            alt={shown.name}
            width={200}
            style={{ border: '1px solid #f0f0f0', borderRadius: 4, objectFit: 'contain', maxHeight: 200 }}
            data-testid={`${testId}-preview`}
            onError={() => showValidationToast(t('common.previewFailed'))}
          />
        ))}
    </Flex>
  );
}
