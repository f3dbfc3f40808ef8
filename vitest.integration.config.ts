import { defineConfig } from 'vitest/config'

// Integration tests run real Gatsby processes (builds, `gatsby develop`) in temporary copies of
// the project; one at a time, since each wants both cores.
export default defineConfig({
  test: {
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    // A stray .only would quietly shrink a local run as much as CI's.
    allowOnly: false,
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
})
