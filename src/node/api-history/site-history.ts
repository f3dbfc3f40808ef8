/** The release files of this project (content/releases), read and folded for the build's steps. */
import { foldReleases, type FoldedHistory } from './fold-releases'
import { loadReleases } from './release-files'

/** The folded history; its problems include those of the files themselves. */
export function siteHistory(projectRoot = process.cwd()): FoldedHistory {
  const { releases, problems } = loadReleases(projectRoot)
  const history = foldReleases(releases)
  return { ...history, problems: [...problems, ...history.problems] }
}
