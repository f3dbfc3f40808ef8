/** Doc tags: every tag gets a page listing its docs; the tags list page links them all. */
import { tagRoute, tagSlug } from '../shared/routes'
import type { DocCard, DocTagPage } from '../types/docs'

export interface TaggedDoc extends DocCard {
  readonly tags: ReadonlyArray<string>
}

/** Tags by name, each with its docs by title; tags differing only in case or spacing merge. */
export function collectDocTags(docs: ReadonlyArray<TaggedDoc>): DocTagPage[] {
  const bySlug = new Map<string, { label: string; docs: DocCard[] }>()
  for (const doc of docs) {
    for (const tag of doc.tags) {
      const entry = bySlug.get(tagSlug(tag)) ?? { label: tag, docs: [] }
      entry.docs.push({ path: doc.path, title: doc.title, description: doc.description })
      bySlug.set(tagSlug(tag), entry)
    }
  }
  return [...bySlug.entries()]
    .map(([, { label, docs: tagged }]) => ({
      label,
      path: tagRoute(label),
      docs: tagged.sort((a, b) => a.title.localeCompare(b.title, 'en')),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'))
}
