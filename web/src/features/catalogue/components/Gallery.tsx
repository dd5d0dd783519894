import { Image } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productPlaceholder } from './ProductImage.tsx';

/** The product's pictures: the chosen one large (click to zoom), the others as thumbnails to choose from. */
export function Gallery({ urls, name }: { urls: string[]; name: string }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const images = urls.filter(Boolean);
  const current = images[active] ?? images[0];
  return (
    <div className="gallery">
      <div className="gallery-main">
        {current ? (
          <Image src={current} alt={name} fallback={productPlaceholder} width="100%" height="100%" />
        ) : (
          <img src={productPlaceholder} alt="" />
        )}
      </div>
      {images.length > 1 && (
        <div className="gallery-thumbs">
          {images.map((url, index) => (
            <button
              type="button"
              key={url}
              className={index === active ? 'gallery-thumb is-active' : 'gallery-thumb'}
              onClick={() => setActive(index)}
              onMouseEnter={() => setActive(index)}
              aria-label={t('goods.imageN', { n: index + 1 })}
              aria-pressed={index === active}
            >
              <img src={url} alt="" loading="lazy" onError={(e) => (e.currentTarget.src = productPlaceholder)} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
