import type { ImgHTMLAttributes } from 'react';
import placeholder from '../assets/product-placeholder.svg';
import { SafeImage } from './SafeImage.tsx';

/** A product picture; a missing or broken image shows the flask placeholder. */
export function ProductImage({
  src,
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null | undefined }) {
  return <SafeImage loading="lazy" {...props} src={src ?? undefined} fallback={placeholder} />;
}

export { placeholder as productPlaceholder };
