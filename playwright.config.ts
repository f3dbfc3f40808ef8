import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, testChromiumPath } from './tests/browser-path'

const port = Number(process.env.E2E_PORT ?? 9123)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // A stray .only would quietly shrink a local run as much as CI's.
  forbidOnly: true,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/cotton-box/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
