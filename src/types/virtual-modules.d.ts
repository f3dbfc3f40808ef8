/** Gatsby's generated table of page components, imported whole by src/components/page-chunks/async-requires.ts. */
declare module '$virtual/async-requires?table' {
  export const components: Readonly<Record<string, () => Promise<unknown>>>
}
