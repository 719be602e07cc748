import { describe, expect, it } from 'vitest'
import { importDriver } from '../../src/store/drivers.js'

describe("call audio's optional packages", () => {
  it('names the package to install when a module inside it is imported and it is missing', async () => {
    await expect(
      importDriver(
        'call audio',
        'sessionkit-voip-not-installed',
        'sessionkit-voip-not-installed/lib/dtls/src/index.js',
      ),
    ).rejects.toThrow(
      'The call audio needs the "sessionkit-voip-not-installed" package, which is not installed: run `npm install sessionkit-voip-not-installed`',
    )
  })
})
