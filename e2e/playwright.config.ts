import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_PORT, E2E_SMS_TTL_SECONDS } from './tests/env';

const port = E2E_PORT;
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
    // a fresh, seeded database for every run (one directory per port, so two suites can run side by side);
    // captcha off for automation; SMS codes (and questionnaire links) also go to a file the specs read (tests/sms.ts), codes valid 20 s;
    // no quiet hours for campaign SMS, so the questionnaire spec sends at any hour
    command: `rm -rf ${E2E_DATA_DIR} && DATA_DIR=${E2E_DATA_DIR} AUTH_CAPTCHA=off SMS_DEV_FILE=${E2E_DATA_DIR}/sms.jsonl SMS_CODE_TTL_SECONDS=${E2E_SMS_TTL_SECONDS} SMS_QUIET_HOURS=off PORT=${port} LOG_LEVEL=warn npm run serve -w @portal/server`,
    cwd: root,
    url: `http://127.0.0.1:${port}/prod-api/api/home`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
});
