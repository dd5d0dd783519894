import { SafeImage } from '../../../shared/ui/SafeImage.tsx';
import placeholder from '../assets/news-placeholder.svg';

/** An article's cover picture; without one (or when it fails) a neutral placeholder. */
export function NewsCover({ src, className }: { src: string | null; className?: string }) {
  return <SafeImage src={src ?? undefined} fallback={placeholder} alt="" loading="lazy" className={className ?? 'news-cover'} />;
}
