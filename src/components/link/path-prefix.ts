import { withPrefix } from 'gatsby'

/** The path prefix of this build: '/cotton-box' with --prefix-paths, '' in `gatsby develop`. */
export const pathPrefix = withPrefix('/').replace(/\/$/, '')
