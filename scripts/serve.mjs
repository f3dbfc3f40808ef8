// @ts-check
/**
 * Serves the production build (public/) under the path prefix, the way GitHub Pages serves the
 * deployed site (scripts/lib/resolve-request.mjs): a file at its path, `x.html` for `/x`, a 301
 * from a folder to its slash, `index.html` for a slash, and 404.html with status 404 for anything
 * else; text gzipped for clients that accept it, so that Lighthouse sees realistic transfer sizes.
 * Usage: node scripts/serve.mjs [--port 9000] [--host 127.0.0.1] [--dir public]
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
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

/** Feeds are served with their own media types (src/config/blog-feeds.json). */
/** @type {Array<{ route: string, type: string }>} */
const feeds = JSON.parse(readFileSync(new URL('../src/config/blog-feeds.json', import.meta.url), 'utf8'))
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
 * Gzipped files, each compressed once: the browser tests request the same scripts and page data
 * hundreds of times, and compressing them anew each time was a share of the suite's CPU. Keyed by
 * modification time and size, so a rebuild while serving is picked up.
 * @type {Map<string, { stamp: string, body: Buffer }>}
 */
const gzipped = new Map()

/** @param {string} file */
function gzippedBody(file) {
  const { mtimeMs, size } = statSync(file)
  const stamp = `${mtimeMs}:${size}`
  const cached = gzipped.get(file)
  if (cached?.stamp === stamp) return cached.body
  const body = gzipSync(readFileSync(file))
  gzipped.set(file, { stamp, body })
  return body
}

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
  const headers = {
    'Content-Type': type,
    'Cache-Control': inner.startsWith('/page-data/') || inner.endsWith('.html') ? 'no-cache' : 'public, max-age=3600',
  }
  if (gzip) {
    const body = gzippedBody(file)
    response.writeHead(status, {
      ...headers,
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
      'Content-Length': body.length,
    })
    response.end(request.method === 'HEAD' ? undefined : body)
  } else {
    response.writeHead(status, { ...headers, 'Content-Length': statSync(file).size })
    if (request.method === 'HEAD') response.end()
    else createReadStream(file).pipe(response)
  }
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
