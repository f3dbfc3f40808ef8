import type { IGatsbyImageData } from 'gatsby-plugin-image'

interface AvatarProps {
  /** A fixed-layout image that gatsby-plugin-image processed at build time. */
  readonly image: IGatsbyImageData
  readonly className?: string
}

/**
 * An author's picture as a plain <picture> of the build's resized files. gatsby-plugin-image's
 * own component would add its lazy-hydration code and react-dom/server (about 60 KB gzip) to every
 * blog page's first load, for a 48-pixel image that needs none of it.
 */
export function Avatar({ image, className }: AvatarProps) {
  const { fallback, sources = [] } = image.images
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={className}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt=""
        loading="lazy"
        decoding="async"
      />
    </picture>
  )
}
