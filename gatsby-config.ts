import type { GatsbyConfig } from 'gatsby'
import { siteConfig } from './src/config/site'
import { DOCS_SOURCE } from './src/node/docs'

const config: GatsbyConfig = {
  pathPrefix: siteConfig.pathPrefix,
  // Routes are canonical without a trailing slash (SPEC.md section 2); scripts/serve.mjs
  // redirects the other forms.
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts' },
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: `${siteConfig.url}${siteConfig.pathPrefix}`,
  },
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: DOCS_SOURCE, path: `${__dirname}/content/docs` },
    },
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx'],
        gatsbyRemarkPlugins: [
          {
            resolve: 'gatsby-remark-autolink-headers',
            options: {
              offsetY: siteConfig.navbarHeightPx,
              elements: ['h2', 'h3', 'h4', 'h5', 'h6'],
              className: 'heading-anchor',
            },
          },
        ],
      },
    },
  ],
}

export default config
