import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Port of the server the suite starts on a fresh database (E2E_PORT overrides). */
const port = Number(process.env.E2E_PORT ?? 3100);
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-gl=angle',
        '--use-angle=swiftshader',
        '--enable-unsafe-swiftshader',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    // a fresh, seeded database for every run; captcha off for automation
    command: `rm -rf .data/e2e && DATA_DIR=.data/e2e AUTH_CAPTCHA=off PORT=${port} LOG_LEVEL=warn npm run serve -w @portal/server`,
    cwd: root,
    url: `http://127.0.0.1:${port}/prod-api/api/home`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
