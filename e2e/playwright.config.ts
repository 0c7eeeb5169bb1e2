import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3198);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3197);
// Sign-in state and the Spotify redirect URI live on the loopback IP (Spotify refuses localhost).
const baseURL = `http://127.0.0.1:${port}`;
const mailUrl = `http://127.0.0.1:${mailPort}`;
// With TEST_DATABASE_URL the runner starts a second server on PostgreSQL for the journeys that
// read or change its database directly (the dashboard's figures, Spotify's forgotten tokens);
// without it those journeys report a skip.
const figuresDatabaseUrl = process.env.E2E_PG_DATABASE_URL;
const figuresURL = `http://127.0.0.1:${process.env.E2E_PG_PORT ?? 3196}`;
const figuresJourney = /(dashboard-figures|spotify-reconnect)\.spec\.ts$/;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // A failed journey keeps its trace (DOM snapshots of each step); the screencast that traces
    // record by default costs the two-core CI machine about a tenth of the run, so it is left out.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    // Rendering without a GPU is the run's main cost; journeys judge what the screens say and do,
    // and the app honours reduced motion (index.css), so looping animations are not drawn.
    contextOptions: { reducedMotion: 'reduce' },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'phone',
      testIgnore: figuresJourney,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      testIgnore: figuresJourney,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'figures',
      testMatch: figuresJourney,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: figuresDatabaseUrl ? figuresURL : baseURL,
      },
    },
  ],
  webServer: [
    {
      // A real SMTP server that the product's mail goes to; tests read it over HTTP.
      command: 'node support/mail-sink.mjs',
      url: `${mailUrl}/health`,
      timeout: 20_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_PORT: String(mailPort) },
    },
    {
      command: 'node ../apps/server/dist/server.js',
      url: `${baseURL}/readyz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        PORT: String(port),
        // Journeys that need many fresh visitors say they come through this proxy from elsewhere.
        TRUST_PROXY: 'loopback',
        DATA_DIR: process.env.E2E_DATA_DIR ?? './test-results/data',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Album Club <no-reply@album-club.test>',
      },
    },
    ...(figuresDatabaseUrl
      ? [
          {
            command: 'node ../apps/server/dist/server.js',
            url: `${figuresURL}/readyz`,
            timeout: 60_000,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            env: {
              NODE_ENV: 'test',
              PORT: new URL(figuresURL).port,
              DATA_DIR: process.env.E2E_PG_DATA_DIR ?? './test-results/figures-data',
              DATABASE_URL: figuresDatabaseUrl,
              LOG_LEVEL: 'warn',
            },
          },
        ]
      : []),
  ],
});
