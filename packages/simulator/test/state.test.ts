import { describe, expect, it } from 'vitest'
import { startSimulator } from '../src/index'
import { Account } from '../src/state/accounts'
import { SeededIds } from '../src/state/clock'
import { ServerState } from '../src/state/state'

describe('server state', () => {
  it('gives the same ids for the same seed, stamped with the injected clock', () => {
    const clock = { now: () => Date.UTC(2030, 0, 1) }
    const records = (seed: string) => {
      const state = new ServerState(clock, new SeededIds(seed))
      const owner = new Account('15550008001')
      const group = state.groups.create(owner, 'Team', 'lid')
      const channel = state.channels.create({ name: 'News', owner })
      return { group: group.id, channel: channel.id, creation: group.creation, admin: group.members.get(owner), stanza: state.ids.next('sim') }
    }
    const first = records('seed-a')
    expect(first).toEqual(records('seed-a'))
    expect(first.group).toMatch(/^120363\d{12}$/)
    expect(first.creation).toBe(Date.UTC(2030, 0, 1))
    expect(first.admin).toBe('superadmin')
    expect(records('seed-b').group).not.toBe(first.group)
  })

  it('links devices at the time of the clock it was given', async () => {
    const linkedAt = Date.UTC(2030, 5, 1, 12)
    const sim = await startSimulator({ clock: { now: () => linkedAt } })
    const phone = await sim.createPhone('15550008002')
    await phone.createLinkedCreds()
    expect(phone.linkedDevices().map(d => d.linkedAt.getTime())).toEqual([linkedAt])
    await sim.close()
  })
})
