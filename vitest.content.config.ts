import { defineConfig } from 'vitest/config'

// Content checks: the code samples in content/ (type-checked and run against the real library)
// and the content lint. They read content/, so they live apart from the pure unit tests.
export default defineConfig({
  test: {
    include: ['tests/content/**/*.test.ts'],
    environment: 'node',
    // A stray .only would quietly shrink a local run as much as CI's.
    allowOnly: false,
    testTimeout: 120_000,
    // Every sample is checked once, in a beforeAll: its Vitest run alone may take up to 3 minutes
    // on a loaded machine (src/node/samples/run-vitest.ts).
    hookTimeout: 300_000,
  },
})
