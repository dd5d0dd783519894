import { Image } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** A review's pictures as small thumbnails that open the preview (one group per review). */
export function ReviewImages({ urls, size = 64 }: { urls: string[]; size?: number }) {
  const { t } = useTranslation();
  if (urls.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <div className="review-images">
        {urls.map((url, index) => (
          <Image
            key={url}
            src={url}
            width={size}
            height={size}
            alt={t('reviews.form.imageAlt', { index: index + 1 })}
            style={{ objectFit: 'cover', borderRadius: 4, border: '1px solid #f0f0f0' }}
          />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}
