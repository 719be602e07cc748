import type { BinaryNode } from '@whiskeysockets/baileys'
import { startSimulator, type Phone, type Simulator } from '../src/index.js'
import { connectLinked, endSocket } from './helpers.js'

export type Linked = Awaited<ReturnType<typeof connectLinked>>

export const A = '15550011001'
export const B = '15550011002'
export const C = '15550011003'
export const D = '15550011004'
export const E = '15550011005'
export const NOBODY = '15550011999'
export const jid = (n: string): string => `${n}@s.whatsapp.net`

/** the w:gp2 notifications a Baileys socket receives, as they arrive on the wire */
export function recordNotifications(linked: Linked): BinaryNode[] {
  const seen: BinaryNode[] = []
  linked.sock.ws.on('CB:notification,type:w:gp2', (node: BinaryNode) => seen.push(node))
  return seen
}

/** The accounts of the group tests, on one simulator. */
export interface GroupWorld {
  sim: Simulator
  /** Baileys companions, each with its phone */
  alice: Linked
  bob: Linked
  /** outside every group at first */
  erin: Linked
  /** lets only contacts add it: every add by another account is refused 403 */
  carol: Phone
  dave: Phone
  close(): Promise<void>
}

/**
 * `addressing`: these protocol tests name members by phone number, as phone-number-addressed groups do; LID groups
 * through Baileys are what test/e2e/lid-groups.test.ts and the e2e suites run (WhatsApp's and the simulator's default)
 */
export async function groupWorld(addressing: 'pn' | 'lid' = 'pn'): Promise<GroupWorld> {
  const sim = await startSimulator({ groupAddressing: addressing })
  const world: GroupWorld = {
    sim,
    alice: await connectLinked(sim, A),
    bob: await connectLinked(sim, B),
    erin: await connectLinked(sim, E),
    carol: await sim.createPhone(C),
    dave: await sim.createPhone(D),
    async close() {
      for (const linked of [world.alice, world.bob, world.erin]) await endSocket(linked.sock)
      await sim.close()
    },
  }
  await world.carol.groups.onlyContactsCanAdd(true)
  return world
}
