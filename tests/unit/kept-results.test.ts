import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentKey, keptResults } from '../../src/node/kept-results'
import { temporaryFolder } from './temporary-folder'

const cacheFile = () => path.join(temporaryFolder('kept-results-'), 'nested', 'results.json')

describe('results kept from one build to the next', () => {
  it('reuses a result under the same key in a later build and works out the others', () => {
    const file = cacheFile()
    const first = keptResults<number>(file, { keepUnused: false })
    const worked: string[] = []
    const square = (input: number) => () => {
      worked.push(String(input))
      return input * input
    }
    expect(first.reuse(contentKey(['3']), square(3))).toBe(9)
    first.save()
    const later = keptResults<number>(file, { keepUnused: false })
    expect(later.reuse(contentKey(['3']), square(3))).toBe(9)
    expect(later.reuse(contentKey(['4']), square(4))).toBe(16)
    expect(worked).toEqual(['3', '4'])
  })

  it('keeps only what the last build used, unless told to keep everything', () => {
    const file = cacheFile()
    const first = keptResults<string>(file, { keepUnused: false })
    first.set('a', 'A')
    first.set('b', 'B')
    first.save()
    const second = keptResults<string>(file, { keepUnused: false })
    expect(second.get('a')).toBe('A')
    second.save()
    expect(keptResults<string>(file, { keepUnused: false }).get('b')).toBeUndefined()

    const everything = keptResults<string>(file, { keepUnused: true })
    everything.set('c', 'C')
    everything.save()
    const after = keptResults<string>(file, { keepUnused: true })
    expect([after.get('a'), after.get('c')]).toEqual(['A', 'C'])
  })

  it('treats a damaged file as no earlier build', () => {
    const file = cacheFile()
    keptResults<string>(file, { keepUnused: false }).save()
    writeFileSync(file, '{"entries": {"a": ')
    const kept = keptResults<string>(file, { keepUnused: false })
    expect(kept.reuse('a', () => 'worked out')).toBe('worked out')
    kept.save()
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ entries: { a: 'worked out' } })
  })

  it('names different parts with different keys, however the text is split', () => {
    expect(contentKey(['ab', 'c'])).not.toBe(contentKey(['a', 'bc']))
    expect(contentKey(['a', ''])).not.toBe(contentKey(['a']))
    expect(contentKey(['a', 'b'])).toBe(contentKey(['a', 'b']))
  })
})
