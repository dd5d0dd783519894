import { Image } from 'antd';

/** The zoomed picture: antd's image preview (zoom, rotate), loaded the first time someone zooms. */
export default function GalleryPreview({ src, onClose }: { src: string; onClose: () => void }) {
  return (
    <Image.PreviewGroup
      items={[src]}
      preview={{
        open: true,
        onOpenChange: (open) => {
          if (!open) onClose();
        },
      }}
    />
  );
}
