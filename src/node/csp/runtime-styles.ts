/**
 * `<style>` elements a library creates in the browser after the page has loaded, so the built HTML
 * does not show them. Their text is hashed into every page's policy, and checked against the
 * library's code at build time: an upgrade that changes one fails the build, not the page.
 */
export interface RuntimeStyle {
  readonly text: string
  /** The package whose code contains the text. */
  readonly module: string
  readonly where: string
}

export const runtimeStyles: ReadonlyArray<RuntimeStyle> = [
  {
    text: '.cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}',
    module: '@docsearch/react',
    where: "the Algolia logo in the search dialog's footer",
  },
]

/** The styles whose text is no longer in their package's code. */
export function missingRuntimeStyles(
  styles: ReadonlyArray<RuntimeStyle>,
  codeOf: (module: string) => string,
): RuntimeStyle[] {
  return styles.filter((style) => !codeOf(style.module).includes(style.text))
}
