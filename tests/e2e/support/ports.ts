// Where the two servers that playwright.config.ts starts for a run listen: E2E_PORT (3100 unless
// set, so that two checkouts can run their browser tests side by side) on an empty database for
// the tests that make their own records, and the port after it on the demo data.
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const DEMO_PORT = E2E_PORT + 1;

export const urlOfPort = (port: number) => `http://127.0.0.1:${port}`;
