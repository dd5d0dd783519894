import type { AvatarProps } from 'antd';
// The avatar alone: antd's index attaches Avatar.Group, whose popover brings Tooltip into every page.
import Avatar from 'antd/es/avatar/Avatar';
import { type ImgHTMLAttributes, useState } from 'react';
import defaultAvatar from '../assets/default-avatar.svg';

export { defaultAvatar };

/** SPEC §3: a missing or broken avatar is replaced by the default avatar image. */
export function UserAvatar({ src, alt = '', ...props }: Omit<AvatarProps, 'src'> & { src?: string | null }) {
  // Remembers which source failed, so a new source is tried again.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const url = src && src !== brokenSrc ? src : defaultAvatar;
  return (
    <Avatar
      {...props}
      // Beside the user's name wherever it shows: a picture with nothing to add.
      alt={alt}
      src={url}
      onError={() => {
        if (src) setBrokenSrc(src);
        return false;
      }}
    />
  );
}

/** An image that shows `fallback` (default avatar) when the source is missing or fails to load. */
export function SafeImage({
  src,
  fallback = defaultAvatar,
  alt = '',
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { fallback?: string }) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  return <img {...props} alt={alt} src={src && src !== brokenSrc ? src : fallback} onError={() => src && setBrokenSrc(src)} />;
}
