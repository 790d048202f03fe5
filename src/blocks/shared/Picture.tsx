import type { ImageData } from './schemas';

/** An image with its intrinsic size set (no layout shift); lazy unless it is above the fold. */
export function Picture({ image, priority = false, className }: { image: ImageData; priority?: boolean; className?: string }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
