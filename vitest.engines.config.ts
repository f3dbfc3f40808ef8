import { defineConfig } from 'vitest/config'

// Reader flows in Firefox and WebKit against the test build (tests/engines): one engine at a time,
// one flow at a time, as a reader uses one tab.
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    allowOnly: false,
    fileParallelism: false,
    globalSetup: ['tests/engines/serve-build.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
