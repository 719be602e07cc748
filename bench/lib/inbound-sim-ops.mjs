// The simulator ops of bench/inbound.mjs: a phone sends texts to an account, and the simulator times the delivery
// receipt of each from one of the account's companions (the receiver measured), on the simulator's own clock.
export default (sim) => ({
  /**
   * Phone `from` sends `count` texts to `to`, `inFlight` at a time; resolves once the companion whose JID starts
   * with `device` has sent the delivery receipt of each, with each receipt's delay after its text left the phone (ms).
   */
  async sendTexts({ from, to, device, count, inFlight = 10, timeoutMs = 120_000 }) {
    const phone = sim.phone(from)
    const sentAt = new Map()
    const delays = []
    let done
    const all = new Promise((resolve, reject) => {
      done = resolve
      setTimeout(() => reject(new Error(`${delays.length}/${count} receipts in ${timeoutMs} ms`)), timeoutMs).unref()
    })
    const early = new Map()
    const stop = sim.on('receipt-relayed', ({ id, type, fromJid }) => {
      if (type !== 'delivery' || !fromJid.startsWith(device)) return
      const at = performance.now()
      if (!sentAt.has(id)) return void early.set(id, at)
      delays.push(at - sentAt.get(id))
      if (delays.length === count) done()
    })
    let next = 0
    const lane = async () => {
      while (next < count) {
        const i = next++
        const before = performance.now()
        const { id } = await phone.sendText(to, `inbound ${i}`)
        // The receipt can beat the send's own return: then it is timed from when the text went out.
        sentAt.set(id, before)
        if (early.has(id)) {
          delays.push(early.get(id) - before)
          if (delays.length === count) done()
        }
      }
    }
    await Promise.all(Array.from({ length: inFlight }, lane))
    try {
      await all
    } finally {
      stop()
    }
    return delays
  },
})
