import { Image } from 'antd';

export interface GalleryPreviewProps {
  images: string[];
  alt: string;
  open: boolean;
  index: number;
  onOpenChange: (open: boolean) => void;
  onChange: (index: number) => void;
}

/** The full-size preview of the product gallery (antd's image preview: zoom, rotation, arrows). */
export default function GalleryPreview({
  images,
  alt,
  open,
  index,
  onOpenChange,
  onChange,
}: GalleryPreviewProps) {
  return (
    <Image.PreviewGroup
      items={images.map((src) => ({ src, alt }))}
      preview={{ open, current: index, onOpenChange, onChange }}
    />
  );
}
