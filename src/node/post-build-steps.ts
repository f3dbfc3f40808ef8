/**
 * The names of the site's post-build steps, as the build output times them (gatsby-node.ts) and
 * as `npm run bench:build` reads them back.
 */
export const POST_BUILD_STEPS = {
  feeds: 'write blog feeds',
  seo: 'write SEO files',
  csp: 'write Content-Security-Policy',
  records: 'write search records',
  links: 'check built links',
  pageCopies: 'write page copies for the host',
} as const
