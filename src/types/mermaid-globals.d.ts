declare global {
  /** The diagram renderer page, relative to the site root (defined at build time). */
  const __COTTON_BOX_MERMAID__: string
}

export {}
