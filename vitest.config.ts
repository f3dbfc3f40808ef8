import { defineConfig } from 'vitest/config'

// Unit tests: pure functions, no Gatsby, no build.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // A stray .only would quietly shrink a local run as much as CI's.
    allowOnly: false,
    // Tests that run the TypeScript compiler or a minifier take 1.4-1.8 s on an idle 2-core
    // machine (2026-11-26, 043f419); `npm test` runs them beside the production build, and a run
    // failed, likely past Vitest's 5 s default, while three Gatsby builds ran beside it.
    testTimeout: 20_000,
  },
})
