// @ts-check
/**
 * Serves the production build (public/) under the path prefix, the way the site is deployed:
 * canonical routes without a trailing slash, other forms redirected, unknown paths answered with
 * 404.html and status 404, text gzipped for clients that accept it (as GitHub Pages does, so
 * that Lighthouse sees realistic transfer sizes). Usage: node scripts/serve.mjs [--port 9000]
 * [--host 127.0.0.1]
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { createGzip } from 'node:zlib'
import { resolveRequest } from './lib/resolve-request.mjs'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '9000' },
    host: { type: 'string', default: '127.0.0.1' },
    dir: { type: 'string', default: 'public' },
    prefix: { type: 'string', default: '/cotton-box' },
  },
})
const root = path.resolve(values.dir ?? 'public')
const prefix = values.prefix ?? '/cotton-box'

if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run "npm run build" first.`)
  process.exit(1)
}

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
}

/** Feeds are served with their own media types (src/shared/blog-feeds.json). */
/** @type {Array<{ route: string, type: string }>} */
const feeds = JSON.parse(readFileSync(new URL('../src/shared/blog-feeds.json', import.meta.url), 'utf8'))
/** @type {Record<string, string>} */
const contentTypesByRoute = Object.fromEntries(feeds.map((feed) => [feed.route, `${feed.type}; charset=utf-8`]))

/** @param {string} inner */
function exists(inner) {
  const file = path.join(root, inner)
  if (!file.startsWith(root) || !existsSync(file)) return null
  return statSync(file).isDirectory() ? 'dir' : 'file'
}

/** Media types worth compressing. */
const compressible = /^(text\/|image\/svg\+xml|application\/(json|xml|javascript|atom\+xml|rss\+xml|feed\+json))/

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string} inner
 */
function sendFile(request, response, status, inner) {
  const file = path.join(root, inner)
  const type = contentTypesByRoute[inner] ?? contentTypes[path.extname(file)] ?? 'application/octet-stream'
  const gzip = compressible.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
  response.writeHead(status, {
    'Content-Type': type,
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : { 'Content-Length': statSync(file).size }),
    'Cache-Control': inner.startsWith('/page-data/') || inner.endsWith('.html') ? 'no-cache' : 'public, max-age=3600',
  })
  const body = createReadStream(file)
  if (gzip) body.pipe(createGzip()).pipe(response)
  else body.pipe(response)
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  let pathname
  try {
    pathname = decodeURIComponent(url.pathname)
  } catch {
    pathname = url.pathname
  }
  const resolution = resolveRequest(pathname, url.search, prefix, exists)
  if (resolution.kind === 'redirect') {
    response.writeHead(301, { Location: resolution.location })
    response.end()
  } else if (resolution.kind === 'file') {
    sendFile(request, response, 200, resolution.file)
  } else {
    sendFile(request, response, 404, '/404.html')
  }
})

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}${prefix}/`)
})
