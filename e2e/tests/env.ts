/** Port of the server the suite starts on a fresh database (E2E_PORT overrides). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The server's data directory, relative to the repository root (one per port, so two suites can run side by side). */
export const E2E_DATA_DIR = `.data/e2e-${E2E_PORT}`;
/** SMS codes of the e2e server expire after 20 s, so a spec can see an expired code without waiting 5 minutes. */
export const E2E_SMS_TTL_SECONDS = 20;
