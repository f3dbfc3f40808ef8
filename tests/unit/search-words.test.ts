import { describe, expect, it } from 'vitest'
import { queryWords } from '../../src/shared/search/terms'
import { pageSummary } from '../../src/node/search/page-summary'

describe('the words of a query', () => {
  it('leave out articles, pronouns, auxiliaries and question words, keeping what the question is about', () => {
    expect(queryWords('What was removed in 0.9.0?')).toEqual(['removed', '0.9.0'])
    expect(queryWords('how have we been saving our state')).toEqual(['saving', 'state'])
    // A query of stop words alone is searched as typed.
    expect(queryWords('what was')).toEqual(['what', 'was'])
  })
})

describe("what a built page's head says of it", () => {
  it("is its head's meta description, its entities decoded, and its meta keywords, one by one", () => {
    expect(
      pageSummary(
        '<html><head><title>x</title><meta name="description" content="Keep one request&#x27;s state apart."><meta name="keywords" content="ssr, per request , ,memory leak"></head><body></body></html>',
      ),
    ).toEqual({ description: "Keep one request's state apart.", keywords: ['ssr', 'per request', 'memory leak'] })
    expect(pageSummary('<html><head><meta name="keywords" content="teardown"></head></html>')).toEqual({
      keywords: ['teardown'],
    })
  })

  it('is none when the head has neither, whatever the body holds', () => {
    expect(
      pageSummary(
        '<html><head><title>x</title></head><body><meta name="description" content="no"><meta name="keywords" content="no"></body></html>',
      ),
    ).toBeNull()
    expect(
      pageSummary(
        '<html><head><meta name="description" content="  "><meta name="keywords" content=" , "></head></html>',
      ),
    ).toBeNull()
  })
})
