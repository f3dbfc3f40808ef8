import type { IGatsbyImageData } from 'gatsby-plugin-image'

interface AvatarProps {
  readonly image: IGatsbyImageData
  readonly className?: string
}

/**
 * A fixed-size image processed by gatsby-plugin-image, as a plain <picture>. The plugin's own
 * component writes inline styles, some of them from strings at run time, which the site's
 * Content-Security-Policy refuses, and adds its lazy-hydration code and react-dom/server (about
 * 60 KB gzip) to every blog page's first load; a 48 px avatar needs none of it.
 */
export function Avatar({ image, className }: AvatarProps) {
  const { fallback, sources = [] } = image.images
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
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
