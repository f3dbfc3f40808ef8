import { describe, expect, it } from 'vitest'
import { queryWords } from '../../src/shared/search/terms'
import { pageDescription } from '../../src/node/search/page-description'

describe('the words of a query', () => {
  it('leave out articles, pronouns, auxiliaries and question words, keeping what the question is about', () => {
    expect(queryWords('What was removed in 0.9.0?')).toEqual(['removed', '0.9.0'])
    expect(queryWords('how have we been saving our state')).toEqual(['saving', 'state'])
    // A query of stop words alone is searched as typed.
    expect(queryWords('what was')).toEqual(['what', 'was'])
  })
})

describe("a built page's description", () => {
  it("is its head's meta description, its entities decoded", () => {
    expect(
      pageDescription(
        '<html><head><title>x</title><meta name="description" content="Keep one request&#x27;s state apart."></head><body></body></html>',
      ),
    ).toBe("Keep one request's state apart.")
  })

  it('is none when the head has none, whatever the body holds', () => {
    expect(
      pageDescription('<html><head><title>x</title></head><body><meta name="description" content="no"></body></html>'),
    ).toBeNull()
    expect(pageDescription('<html><head><meta name="description" content="  "></head></html>')).toBeNull()
  })
})
