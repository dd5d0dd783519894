import { Image } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { showValidationToast } from '../../../shared/toast.ts';

/**
 * A seal's image (PNG/JPEG, usually with a transparent background) on a faint checkerboard, so the
 * transparent parts show as such; zoomable. A failed load says 预览失败.
 */
export function SealImage({ src, alt, size = 160, testId }: { src: string; alt: string; size?: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Image
      src={src}
      alt={alt}
      width={size}
      height={size}
      style={{
        objectFit: 'contain',
        border: '1px solid #f0f0f0',
        borderRadius: 4,
        background: 'repeating-conic-gradient(#fafafa 0% 25%, #ffffff 0% 50%) 50% / 16px 16px',
      }}
      onError={() => showValidationToast(t('common.previewFailed'))}
      data-testid={testId}
    />
  );
}
