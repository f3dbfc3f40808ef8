import type { GatsbyConfig } from 'gatsby'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import { siteConfig } from './src/config/site'
import { siteBaseUrl } from './src/shared/page-url'
import { BLOG_SOURCE } from './src/node/blog/posts'
import { DOCS_SOURCE } from './src/node/docs'
import { PAGES_SOURCE } from './src/node/markdown-pages'
import { TEST_BLOG_FOLDER, testBuild } from './src/node/test-build'
import { rehypeCodeBlocks } from './src/node/mdx/rehype-code-blocks'
import { rehypeTableLabels } from './src/node/mdx/rehype-table-labels'
import { remarkAdmonitions } from './src/node/mdx/remark-admonitions'
import { remarkComponentImports } from './src/node/mdx/remark-component-imports'
import { headingAnchorOptions } from './src/node/mdx/heading-anchors'
import { rehypeHeadingAnchorLabels } from './src/node/mdx/rehype-heading-anchor-labels'

const config: GatsbyConfig = {
  pathPrefix: siteConfig.pathPrefix,
  // Routes are canonical without a trailing slash; scripts/serve.mjs
  // redirects the other forms.
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts' },
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteBaseUrl,
  },
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: DOCS_SOURCE, path: `${__dirname}/content/docs` },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: PAGES_SOURCE, path: `${__dirname}/content/pages` },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: BLOG_SOURCE, path: `${__dirname}/content/blog` },
    },
    ...(testBuild.includesFixturePosts
      ? [
          {
            resolve: 'gatsby-source-filesystem',
            options: { name: BLOG_SOURCE, path: `${__dirname}/${TEST_BLOG_FOLDER}` },
          },
        ]
      : []),
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx'],
        gatsbyRemarkPlugins: [{ resolve: 'gatsby-remark-autolink-headers', options: headingAnchorOptions }],
        mdxOptions: {
          remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions, [remarkComponentImports, { root: __dirname }]],
          rehypePlugins: [rehypeCodeBlocks, rehypeTableLabels, rehypeHeadingAnchorLabels],
        },
      },
    },
  ],
}

export default config
