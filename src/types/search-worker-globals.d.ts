declare global {
  /**
   * The search worker's script, relative to the site root (defined at build time,
   * src/node/search/worker-bundle.ts).
   */
  const __COTTON_BOX_SEARCH_WORKER__: string
}

export {}
