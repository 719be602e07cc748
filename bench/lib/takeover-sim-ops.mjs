// Simulator ops of bench/takeover.mjs (loaded by lib/sim-child.mjs): a phone sends a text, so the engine's
// sessions decrypt while they send.
export default (sim) => ({
  async phoneSend({ from, to, text }) {
    const phone = sim.phone(from) ?? (await sim.createPhone(from))
    await phone.sendText(to, text)
    return true
  },
})
