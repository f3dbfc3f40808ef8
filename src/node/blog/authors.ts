/** Blog authors: content/blog/authors.yml, one entry per author key. */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'

export const AUTHORS_FILE = 'content/blog/authors.yml'

/** Social profiles an author may list, with the label readers see. */
export const SOCIAL_PLATFORMS = {
  github: 'GitHub',
  x: 'X',
  linkedin: 'LinkedIn',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
} as const

export interface AuthorSocial {
  readonly platform: string
  readonly label: string
  readonly url: string
}

export interface Author {
  readonly key: string
  readonly name: string
  readonly title: string | null
  readonly url: string | null
  /** Absolute path of the avatar image, which gatsby-plugin-image processes. */
  readonly imagePath: string | null
  readonly socials: ReadonlyArray<AuthorSocial>
}

const ALLOWED_FIELDS = ['name', 'title', 'url', 'image', 'socials']
const isHttpUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/\S+$/.test(value)

/**
 * Validates the parsed authors file. `imageExists` tells whether an image path (resolved against
 * the file's folder) exists. Every problem names the file and the author key.
 */
export function parseAuthors(
  data: unknown,
  file: string,
  imageExists: (absolutePath: string) => boolean,
): { authors: Author[]; problems: string[] } {
  const authors: Author[] = []
  const problems: string[] = []
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return {
      authors,
      problems: [`${file}: expected a map from author keys to authors, e.g. "glyphcat: { name: GlyphCat }"`],
    }
  }
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const where = `${file}: author "${key}"`
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      problems.push(`${where} must be a map with at least a name`)
      continue
    }
    const entry = value as Record<string, unknown>
    const before = problems.length
    for (const field of Object.keys(entry)) {
      if (!ALLOWED_FIELDS.includes(field))
        problems.push(`${where} has the unknown field "${field}" (allowed: ${ALLOWED_FIELDS.join(', ')})`)
    }
    if (typeof entry.name !== 'string' || entry.name.trim() === '') problems.push(`${where} needs a "name"`)
    if (entry.title !== undefined && typeof entry.title !== 'string') problems.push(`${where}: "title" must be text`)
    if (entry.url !== undefined && !isHttpUrl(entry.url)) problems.push(`${where}: "url" must be an http(s) URL`)
    let imagePath: string | null = null
    if (entry.image !== undefined) {
      if (typeof entry.image !== 'string' || isHttpUrl(entry.image)) {
        problems.push(
          `${where}: "image" must be a path to a local image next to ${path.basename(file)} (images are never fetched from the network)`,
        )
      } else {
        imagePath = path.resolve(path.dirname(file), entry.image)
        if (!imageExists(imagePath)) problems.push(`${where}: the image ${entry.image} does not exist`)
      }
    }
    const socials: AuthorSocial[] = []
    if (entry.socials !== undefined) {
      if (entry.socials === null || typeof entry.socials !== 'object' || Array.isArray(entry.socials)) {
        problems.push(
          `${where}: "socials" must map platforms to profile URLs, e.g. "github: https://github.com/glyph-cat"`,
        )
      } else {
        for (const [platform, url] of Object.entries(entry.socials as Record<string, unknown>)) {
          const label = SOCIAL_PLATFORMS[platform as keyof typeof SOCIAL_PLATFORMS]
          if (!label)
            problems.push(
              `${where}: unknown social platform "${platform}" (known: ${Object.keys(SOCIAL_PLATFORMS).join(', ')})`,
            )
          else if (!isHttpUrl(url)) problems.push(`${where}: the ${label} profile must be an http(s) URL`)
          else socials.push({ platform, label, url: url as string })
        }
      }
    }
    if (problems.length > before) continue
    authors.push({
      key,
      name: (entry.name as string).trim(),
      title: (entry.title as string | undefined) ?? null,
      url: (entry.url as string | undefined) ?? null,
      imagePath,
      socials,
    })
  }
  return { authors, problems }
}

/** Reads and validates content/blog/authors.yml. */
export function loadAuthors(): { authors: Author[]; problems: string[] } {
  if (!existsSync(AUTHORS_FILE)) return { authors: [], problems: [] }
  let data: unknown
  try {
    data = parseYaml(readFileSync(AUTHORS_FILE, 'utf8'))
  } catch (error) {
    return { authors: [], problems: [`${AUTHORS_FILE}: not valid YAML: ${(error as Error).message}`] }
  }
  return parseAuthors(data, AUTHORS_FILE, existsSync)
}
