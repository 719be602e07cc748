import { execFile } from 'node:child_process'
import { createReadStream, createWriteStream, existsSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { basename, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import { createBrotliDecompress } from 'node:zlib'
import { type Browser, chromium } from 'playwright-core'

const run = promisify(execFile)

/** Headless, with nothing of its own going to the network: this machine's network is closed. */
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Debian's Chromium: where the packaged one does not run (not Linux x64), a system one at this path is used. */
const systemChromium = '/usr/bin/chromium'

/**
 * The Chromium the browser tests of the pages the server serves drive, first that applies:
 * 1. `SESSIONKIT_CHROMIUM`, a Chromium the machine's owner chose (`/usr/bin/chromium`, say);
 * 2. on Linux x64, the headless Chromium inside the `@sparticuz/chromium` devDependency's registry tarball, so
 *    `npm install` is all a machine needs: no browser download (its hosts are unreachable here), no system package;
 * 3. otherwise `/usr/bin/chromium`.
 * Required: without one a test fails, it is never skipped.
 */
export async function launchChromium(): Promise<Browser> {
  const chosen = process.env.SESSIONKIT_CHROMIUM
  if (chosen) return chromium.launch({ executablePath: chosen, args })
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    if (existsSync(systemChromium)) return chromium.launch({ executablePath: systemChromium, args })
    throw new Error(
      `no Chromium for ${process.platform}-${process.arch}: the packaged one is Linux x64 only; set SESSIONKIT_CHROMIUM`,
    )
  }
  const dir = await unpackedChromium()
  return chromium.launch({
    executablePath: join(dir, 'chromium'),
    args,
    // Amazon Linux 2023's NSS, NSPR and expat, which the build links and a minimal Debian lacks, and its own fonts:
    // for the browser's process only, never this one's.
    env: {
      ...process.env,
      LD_LIBRARY_PATH: [join(dir, 'lib'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      FONTCONFIG_FILE: join(dir, 'fonts.conf'),
    },
  })
}

/**
 * Unpacks the package's Brotli-compressed browser, libraries and fonts once into `node_modules/.cache/`, named by
 * version so an upgrade unpacks afresh. Two test files may start at once: each unpacks into its own folder and
 * renames it into place; the loser's rename fails on the winner's folder and its copy is removed.
 */
async function unpackedChromium(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium')
  const root = join(entry, '..', '..', '..')
  const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string }
  const dir = join(root, '..', '..', '.cache', `sparticuz-chromium-${version}`)
  if (existsSync(join(dir, 'chromium'))) return dir

  const staging = `${dir}.${process.pid}`
  await rm(staging, { recursive: true, force: true })
  await mkdir(staging, { recursive: true })
  const bin = join(root, 'bin')
  await Promise.all([
    unbrotli(join(bin, 'chromium.br'), join(staging, 'chromium'), 0o755),
    untar(join(bin, 'al2023.tar.br'), staging),
    untar(join(bin, 'fonts.tar.br'), staging),
  ])
  // the package's own fonts.conf names Lambda's folders; this one names the fonts just unpacked
  await writeFile(
    join(staging, 'fonts.conf'),
    `<?xml version="1.0"?>\n<fontconfig>\n  <dir>${join(dir, 'fonts')}</dir>\n  <cachedir>${join(dir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
  )
  try {
    await rename(staging, dir)
  } catch (error) {
    await rm(staging, { recursive: true, force: true })
    if (!existsSync(join(dir, 'chromium'))) throw error
  }
  return dir
}

/** A `.tar.br` unpacked into `into`: decompressed beside it, then read by the system's tar. */
async function untar(archive: string, into: string): Promise<void> {
  const tarball = join(into, basename(archive, '.br'))
  await unbrotli(archive, tarball)
  await run('tar', ['-xf', tarball, '-C', into, '--no-same-owner'])
  await rm(tarball)
}

const unbrotli = (from: string, to: string, mode = 0o644): Promise<void> =>
  pipeline(createReadStream(from), createBrotliDecompress(), createWriteStream(to, { mode }))
