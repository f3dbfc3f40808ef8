/**
 * The names of the site's post-build steps, as the build output times them (gatsby-node.ts) and
 * as `npm run bench:build` reads them back.
 */
export const POST_BUILD_STEPS = {
  feeds: 'write blog feeds',
  seo: 'write SEO files',
  finishPages: 'finish pages: chunks and Content-Security-Policy',
  records: 'write search records',
  links: 'check built links',
  pageAliases: 'write page aliases for the host',
} as const
