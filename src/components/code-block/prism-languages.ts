// Languages prism-react-renderer does not bundle; the order of these imports matters.
import './prism-global'
import 'prismjs/components/prism-bash'
import 'prismjs/components/prism-diff'

/** Names authors may use that Prism knows under another name. */
const aliases: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', mdx: 'markdown' }

export function prismLanguage(language: string): string {
  return aliases[language] ?? language
}
