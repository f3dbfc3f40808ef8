import type { Page } from '@playwright/test'

/**
 * The console errors a page logs when an override of a dependency's internals finds the upstream
 * code changed (src/shared/upstream-check.ts, `reportUpstream`), collected from now on.
 */
export function overrideReports(page: Page): string[] {
  const reports: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /\(docs\/overrides\.md\), written against/.test(message.text()))
      reports.push(message.text())
  })
  return reports
}
