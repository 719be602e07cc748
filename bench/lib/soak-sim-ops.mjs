// The soak's ops in the simulator's process (startSimChild({ ops })): what the phones do to the sessions, the
// faults the server injects, and which messages each phone received.

const userJid = (phone) => `${phone}@s.whatsapp.net`

export default function soakOps(sim) {
  /** Ids of the messages each phone received since the simulator started, by phone number. */
  const received = new Map()
  const arrivals = new Set()
  sim.on('phone-message', ({ phoneNumber, id }) => {
    let ids = received.get(phoneNumber)
    if (!ids) received.set(phoneNumber, (ids = new Set()))
    ids.add(id)
    for (const arrival of arrivals) arrival()
  })
  /** The devices the server relayed each message to, by message id: where a lost one went. */
  const relayed = new Map()
  sim.on('message-relayed', ({ id, recipients }) => relayed.set(id, recipients))
  /** Retry receipts (a device could not decrypt and asked again): from phones (device 0) and from the sessions. */
  const retries = { fromPhones: 0, fromSessions: 0 }
  /** Ids of the messages whose delivery receipt the server relayed to a session's device (a companion, `user:n@`). */
  const deliveredToSessions = new Set()
  sim.on('receipt-relayed', ({ id, type, fromJid, toJid }) => {
    if (type === 'delivery' && toJid.split('@')[0].includes(':')) deliveredToSessions.add(id)
    if (type !== 'retry') return
    if (fromJid.split('@')[0].includes(':')) retries.fromSessions += 1
    else retries.fromPhones += 1
  })
  const phone = (number) => {
    const found = sim.phone(number)
    if (!found) throw new Error(`no phone ${number}`)
    return found
  }

  return {
    async soakSend({ from, to, text }) {
      return (await phone(from).sendText(userJid(to), text)).id
    },
    soakRetries() {
      return retries
    },
    /** Which of `ids` the server relayed a delivery receipt for to the sending session. */
    soakDeliveryRelayed({ ids }) {
      return ids.filter((id) => deliveredToSessions.has(id))
    },
    soakRelayed({ ids }) {
      return ids.map((id) => relayed.get(id) ?? null)
    },
    /**
     * Resolves, once every id of `expected` ({ phone: ids }) arrived at its phone or after `timeoutMs`, with the
     * ids that did not ({ phone: ids }, only phones missing some).
     */
    soakMissing({ expected, timeoutMs }) {
      const missing = () => {
        const out = {}
        for (const [number, ids] of Object.entries(expected)) {
          const got = received.get(number)
          const lost = ids.filter((id) => !got?.has(id))
          if (lost.length > 0) out[number] = lost
        }
        return out
      }
      return new Promise((resolve) => {
        const check = () => {
          const now = missing()
          if (Object.keys(now).length > 0) return
          done(now)
        }
        const done = (result) => {
          clearTimeout(timer)
          arrivals.delete(check)
          resolve(result)
        }
        const timer = setTimeout(() => done(missing()), timeoutMs)
        arrivals.add(check)
        check()
      })
    },
    /** Logs out every companion of the account from its phone (Linked devices, Log out): the server-side logout. */
    async soakLogout({ phone: number }) {
      const p = phone(number)
      for (const device of p.linkedDevices()) await p.removeDevice(device.jid)
      return true
    },
    async soakScanQr({ phone: number, qr }) {
      await phone(number).scanQr(qr)
      return true
    },
    /** One of the server's faults (Faults in the simulator): drop, streamError, loseUplink, refuse, delay. */
    soakFault({ kind, phone: number, ms, code }) {
      if (kind === 'drop') sim.faults.dropConnections(number)
      else if (kind === 'loseUplink') sim.faults.loseUplink(number)
      else if (kind === 'streamError') sim.faults.streamError(number, code)
      else if (kind === 'refuse') sim.faults.refuseConnections(ms)
      else if (kind === 'delay') sim.faults.delayReplies(ms)
      else throw new Error(`unknown fault ${kind}`)
      return true
    },
    async soakGroupCreate({ phone: number, subject, members }) {
      return (await phone(number).groups.create(subject, members.map(userJid))).jid
    },
    async soakGroupParticipants({ phone: number, jid, action, members }) {
      return phone(number).groups.updateParticipants(jid, action, members.map(userJid))
    },
    async soakGroupSubject({ phone: number, jid, subject }) {
      await phone(number).groups.setSubject(jid, subject)
      return true
    },
    async soakCall({ from, to }) {
      return (await phone(from).calls.call(to)).callId
    },
    /** Hangs up a call the phone placed or accepted, unless it already ended (the callee refused it). */
    async soakCallEnd({ phone: number, callId }) {
      const call = phone(number).calls.get(callId)
      if (!call || call.state === 'ended') return false
      await phone(number).calls.end(callId)
      return true
    },
  }
}
