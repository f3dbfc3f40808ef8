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
    // The files of a worker share one module registry instead of importing everything again each:
    // 33-43 s against 76 s alone, 526 passing in three shuffled runs (2026-12-02). So a test that
    // changes what other files see restores it (spies' mockRestore, vi.unstubAllGlobals).
    isolate: false,
  },
})
