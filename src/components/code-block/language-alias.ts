/** Names authors may use that Prism knows under another name. */
const aliases: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', mdx: 'markdown' }

export function prismLanguage(language: string): string {
  return (aliases[language] ?? language).toLowerCase()
}
