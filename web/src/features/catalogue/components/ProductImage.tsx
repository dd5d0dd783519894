import type { ImgHTMLAttributes } from 'react';
import { SafeImage } from '../../../shared/ui/SafeImage.tsx';
import placeholder from '../assets/product-placeholder.svg';

/** A product picture; a missing or broken image shows the flask placeholder. */
export function ProductImage({
  src,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null | undefined }) {
  return <SafeImage loading="lazy" {...props} src={src ?? undefined} fallback={placeholder} />;
}

export { placeholder as productPlaceholder };
