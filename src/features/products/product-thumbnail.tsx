import { Image } from '@mantine/core';
import { useServerImage } from '@/lib/server-image';

/** A product's image beside its name; nothing where it has none the portal loads or it fails to load. */
export const ProductThumbnail = ({ url }: { url: string | undefined }) => {
  const { src, onError } = useServerImage(url);
  return src ? <Image src={src} onError={onError} alt="" w={40} h={30} radius="sm" fit="cover" /> : null;
};
