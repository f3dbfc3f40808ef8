/** Blog arithmetic shared by build-time and browser code. */

/** Posts grouped by year, newest year first, keeping the posts' order within each year. */
export function groupByYear<Post extends { readonly date: string }>(
  posts: ReadonlyArray<Post>,
): Array<{ year: string; posts: Post[] }> {
  const groups = new Map<string, Post[]>()
  for (const post of posts) {
    const year = post.date.slice(0, 4)
    groups.set(year, [...(groups.get(year) ?? []), post])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([year, grouped]) => ({ year, posts: grouped }))
}

/** Reading time as readers see it: "N min read", at least one minute. */
export function readingTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.ceil(minutes))} min read`
}

/** "1 post", "3 posts". */
export function postCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'}`
}
