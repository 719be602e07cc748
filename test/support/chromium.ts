import { type Browser, chromium } from 'playwright-core'

/**
 * Debian's Chromium (.ci/run installs it), headless, with nothing of its own going to the network: the browser
 * tests of the pages the server serves use it. Required: without it a test fails, it is never skipped.
 */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
