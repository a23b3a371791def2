import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium (`apt-get install chromium`; .ci/run installs it): never a downloaded browser. */
const CHROMIUM = process.env.MSGFORM_CHROMIUM ?? "/usr/bin/chromium";

/** Where the browser tests save their screenshots (gitignored). */
export const SCREENSHOTS = join(__dirname, "..", "..", "test", "screenshots");

/**
 * One headless Chromium for a test file. Playwright gives each launch a fresh temporary profile
 * (its --user-data-dir) and removes it on close; the flags keep the browser off the network but
 * for the pages a test opens.
 */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (apt-get install -y chromium)`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}
