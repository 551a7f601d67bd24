import { useState, type ImgHTMLAttributes } from 'react';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'alt'> {
  src: string;
  alt: string;
  /** Intrinsic size: always set so the page never shifts while images load. */
  width: number;
  height: number;
  /**
   * Above the fold (the first hero slide): load eagerly with high priority. Everything else is lazy and low
   * priority: over HTTP/1.1 an image the browser raised to high for being on screen took a connection
   * ahead of the check-in's streak read (decision 1080, round 3).
   */
  priority?: boolean;
  /** Shown when `src` fails to load (the default avatar, the default game artwork). */
  fallbackSrc?: string;
}

export function Image({ src, alt, width, height, priority = false, fallbackSrc, ...rest }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src && fallbackSrc ? fallbackSrc : src;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'low'}
      onError={() => {
        if (fallbackSrc && shown !== fallbackSrc) setFailedSrc(src);
      }}
    />
  );
}
