import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pairedSession, startWorld, type World } from './harness.js'

const SHOP = '15550430001'
const CUSTOMER = '15550430002'
const PERSON = '15550430003'

/**
 * The account's own business profile end to end: changed through HTTP, real Baileys and the simulator, and read
 * where a customer sees it: another session's read of the shop's contact card (Baileys' getBusinessProfile).
 */
describe('business profile end to end (HTTP, real Baileys, another account)', () => {
  let world: World
  let h: Awaited<ReturnType<World['engine']>>
  let shop: string
  let customer: string

  beforeAll(async () => {
    world = await startWorld()
    h = await world.engine()
    await world.sim.createPhone(SHOP, {
      business: {
        description: 'Fresh bread daily',
        category: { id: '133436743388217', name: 'Bakery' },
        email: 'hello@shop.example',
        websites: ['https://shop.example'],
        address: '1 Main Street',
      },
    })
    ;({ sessionId: shop } = await pairedSession(world, h, SHOP))
    ;({ sessionId: customer } = await pairedSession(world, h, CUSTOMER))
  })
  afterAll(async () => {
    await world?.close()
  })

  it('PATCH /profile/business changes what another account reads; fields left out stay', async () => {
    const changed = await h.api('PATCH', `/sessions/${shop}/profile/business`, {
      description: 'Bread and pastries, 7-18',
      websites: ['https://shop.example/bread'],
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    const expected = {
      description: 'Bread and pastries, 7-18',
      category: 'Bakery',
      email: 'hello@shop.example',
      address: '1 Main Street',
    }
    expect(changed.body.data).toEqual({
      ...expected,
      websites: ['https://shop.example/bread'],
    })
    expect(world.sim.phone(SHOP)!.account.business?.websites).toEqual(['https://shop.example/bread'])
    const seen = await h.api('GET', `/sessions/${customer}/contacts/${SHOP}`)
    expect(seen.status, JSON.stringify(seen.body)).toBe(200)
    expect(seen.body.data.business).toEqual({
      ...expected,
      website: ['https://shop.example/bread'],
    })
  })

  it('refuses a personal account with 409 not_business_account and a bad field with 422', async () => {
    const { sessionId: person } = await pairedSession(world, h, PERSON)
    const refused = await h.api('PATCH', `/sessions/${person}/profile/business`, { description: 'Mine' })
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('not_business_account')
    const bad = await h.api('PATCH', `/sessions/${shop}/profile/business`, { email: 'not an address' })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: 'email' })])
  })
})
