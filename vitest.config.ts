import { defineConfig } from 'vitest/config'

// Unit tests: pure functions, no Gatsby, no build.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
})
