import { describe, expect, it } from 'vitest'
import { titleCaseProblem } from '../../src/node/title-case'

describe('title case', () => {
  it('accepts titles that capitalise every word but short inner ones, and names as they are spelled', () => {
    for (const title of [
      'Which State Manager Should I Use?',
      'Opt Out of Re-renders Due to State Change',
      'Hiding Values from React Developer Tools',
      'Migration from react-relink',
      'useStateValue',
      'Using with React',
      'API Reference',
      'What Is It For',
    ])
      expect(titleCaseProblem(title), title).toBeNull()
  })

  it('names the first word that breaks the rule', () => {
    expect(titleCaseProblem('Hiding values from React Developer Tools')).toBe(
      '"values" should be "Values" (titles are in title case)',
    )
    expect(titleCaseProblem('Watching For State Changes')).toBe('"For" should be "for" (titles are in title case)')
    expect(titleCaseProblem('the Last Step')).toBe('"the" should be "The" (titles are in title case)')
  })
})
