import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { productPlaceholder } from '../../../shared/ui/ProductImage.tsx';

/** antd's image preview loads on the first zoom: most visitors never zoom, and the product page's JavaScript has a budget. */
const GalleryPreview = lazy(() => import('./GalleryPreview.tsx'));

/** The product's pictures: the chosen one large (click to zoom), the others as thumbnails to choose from. */
export function Gallery({ urls, name }: { urls: string[]; name: string }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const images = urls.filter(Boolean);
  const current = images[active] ?? images[0];
  return (
    <div className="gallery">
      <div className="gallery-main">
        {current ? (
          <>
            <button type="button" className="gallery-zoom" onClick={() => setZoomed(true)} aria-label={t('goods.zoom')}>
              {/* The page's largest picture: fetched before the others (Lighthouse's LCP). */}
              <img src={current} alt={name} fetchPriority="high" onError={(e) => (e.currentTarget.src = productPlaceholder)} />
            </button>
            {zoomed && (
              <Suspense fallback={null}>
                <GalleryPreview src={current} onClose={() => setZoomed(false)} />
              </Suspense>
            )}
          </>
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
