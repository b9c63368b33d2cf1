import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // failure-context-reporter prints each failed page's snapshot at the end, where CI's kept tail shows it.
  reporter: [['list'], ['./tests/e2e/failure-context-reporter.ts']],
  // A test's whole run, not an assertion's wait (expect below): journeys of several pages take 10–30 s on a two-core host
  // and more while the other worker runs an accessibility sweep.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Without the screencast: its frames cost a quarter of the suite's CPU (65–67 against 78–99 CPU-seconds on four
    // specs), and on a two-core host that load is what makes a page late. The DOM snapshots stay.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT}`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
