import { withPrefix } from 'gatsby'
import type { ReactNode } from 'react'
import * as styles from './ThemedImage.module.css'

interface ThemedImageProps {
  /** Paths under static/, e.g. /img/picture-light.svg. */
  readonly light: string
  readonly dark: string
  readonly alt: string
  readonly width: number
  readonly height: number
  readonly caption?: ReactNode
}

/**
 * A picture drawn once per colour mode. CSS on html[data-theme] shows the matching one, so it is
 * right before hydration, needs no JavaScript, and the hidden one is never downloaded (lazy
 * images with display: none are not fetched).
 */
export function ThemedImage({ light, dark, alt, width, height, caption }: ThemedImageProps) {
  return (
    <figure className={styles.figure}>
      <img
        className={styles.light}
        src={withPrefix(light)}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        data-theme-image="light"
      />
      <img
        className={styles.dark}
        src={withPrefix(dark)}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        data-theme-image="dark"
      />
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  )
}
