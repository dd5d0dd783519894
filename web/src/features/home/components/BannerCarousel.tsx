import type { HomeBanner } from '@hgsc/contracts';
import { Carousel } from 'antd';
import { Link } from 'react-router';

function BannerSlide({ banner }: { banner: HomeBanner }) {
  const image = <img src={banner.imageUrl} alt={banner.title} className="banner-image" />;
  if (!banner.link) return image;
  // A path stays in the app; an http(s) address opens beside it.
  return banner.link.startsWith('/') ? (
    <Link to={banner.link}>{image}</Link>
  ) : (
    <a href={banner.link} target="_blank" rel="noopener noreferrer">
      {image}
    </a>
  );
}

/** The operator's banners (轮播图) in order; nothing at all when there are none. */
export default function BannerCarousel({ banners }: { banners: HomeBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <div className="banner-carousel" data-testid="home-banners">
      <Carousel autoplay={banners.length > 1} autoplaySpeed={5000} dots={banners.length > 1} draggable>
        {banners.map((banner) => (
          <div key={banner.id} className="banner-slide">
            <BannerSlide banner={banner} />
          </div>
        ))}
      </Carousel>
    </div>
  );
}
