/** What a Markdown code fence says about itself. */
export interface FencedCode {
  readonly language: string | undefined
  readonly meta: string | undefined
  readonly code: string
  /** `height=NNN` in the meta: the space a diagram reserves. */
  readonly height: number | undefined
}

export function fencedCode(className: string | undefined, meta: string | undefined, code: string): FencedCode {
  const language = /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1]
  const height = /(?:^|\s)height=(\d+)(?:\s|$)/.exec(meta ?? '')?.[1]
  return { language, meta, code: code.replace(/\n$/, ''), height: height === undefined ? undefined : Number(height) }
}
