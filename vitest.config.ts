import { defineConfig } from 'vitest/config'

// Unit tests: pure functions, no Gatsby, no build.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // A stray .only would quietly shrink a local run as much as CI's.
    allowOnly: false,
  },
})
