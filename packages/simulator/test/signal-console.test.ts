import { fileURLToPath } from 'node:url'
import { test } from 'vitest'
import { expectSessionCloseQuiet } from '../../../test/support/signal-console.js'

test("a simulator process prints no Signal session (private keys) when libsignal closes one, as the engine's does not", async () => {
  await expectSessionCloseQuiet(fileURLToPath(new URL('../dist/index.js', import.meta.url)), 'simulator')
})
