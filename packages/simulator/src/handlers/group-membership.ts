import { getBinaryNodeChild, getBinaryNodeChildren, type BinaryNode } from '@whiskeysockets/baileys'
import type { Account } from '../state/accounts.js'
import { groupJid, type GroupRecord } from '../state/groups.js'
import { textOf } from '../nodes.js'
import { groupNode, memberAttrs, memberJid, participantNode, seconds } from './group-nodes.js'
import {
  admins,
  badRequest,
  GroupError,
  notAcceptable,
  notAuthorized,
  notFound,
  type GroupOp,
  type GroupRequest,
  type JoinReason,
} from './group-request.js'

/** one requested participant: the account it names, or the `<participant jid error>` that says why not */
type Outcome = { account: Account; refusal?: undefined } | { account?: Account | undefined; refusal: BinaryNode }

const refusal = (jid: string, code: number, content?: BinaryNode[]): BinaryNode => ({
  tag: 'participant',
  attrs: { jid, error: String(code) },
  ...(content ? { content } : {}),
})

/**
 * a member's refusal, named as the group names its members: in a LID-addressed group the LID with its
 * `phone_number` beside, as every `<participant>` there (Baileys `groupParticipantsUpdate` reads
 * `<participant jid [error] [phone_number|lid]>`, whatsapp-rust `groups.rs` add errors)
 */
const memberRefusal = (group: GroupRecord, account: Account, code: number, content?: BinaryNode[]): BinaryNode => ({
  tag: 'participant',
  attrs: { ...memberAttrs(group, account), error: String(code) },
  ...(content ? { content } : {}),
})

function requested(request: GroupRequest, node: BinaryNode): { jid: string; account: Account | undefined } {
  const jid = node.attrs.jid ?? ''
  return { jid, account: request.server.state.accounts.resolve(jid)?.account }
}

/**
 * Whether `jid` may be added: 404 without an account, 409 when already a member, 403 when its
 * privacy refuses adds by this adder, with the v4 invite (`<add_request code expiration>`) the adder
 * may send instead.
 */
function admission(request: GroupRequest, group: GroupRecord, node: BinaryNode): Outcome {
  const { jid, account } = requested(request, node)
  if (!account) return { refusal: refusal(jid, 404) }
  if (group.members.has(account)) return { account, refusal: memberRefusal(group, account, 409) }
  const groups = request.server.state.groups
  if (groups.refusesAddBy(account, request.account)) {
    const { code, expiration } = groups.addRequest()
    return {
      account,
      refusal: memberRefusal(group, account, 403, [
        { tag: 'add_request', attrs: { code, expiration: String(expiration) } },
      ]),
    }
  }
  return { account }
}

/** members but `joined`: they hear of the join as an `<add>`, the joined accounts as a `<create>` */
function others(group: GroupRecord, joined: Account[]): Account[] {
  return [...group.members.keys()].filter((a) => !joined.includes(a))
}

/** the members of the group get an `<add>` for the joined accounts, who get a `<create>` of the whole group */
export function admit(
  request: GroupRequest,
  group: GroupRecord,
  joined: Account[],
  reason: JoinReason | undefined,
): void {
  if (!joined.length) return
  for (const account of joined) {
    group.members.set(account, null)
    group.pending.delete(account)
  }
  const add: BinaryNode = {
    tag: 'add',
    attrs: reason ? { reason } : {},
    content: joined.map((a) => participantNode(group, a)),
  }
  request.announce(group, add, others(group, joined))
  // an add by an admin carries no reason
  request.announceJoin(group, joined, reason)
}

/** the `<description>` a `<create>` may carry */
export function describeAtCreation(request: GroupRequest, group: GroupRecord): void {
  const description = getBinaryNodeChild(request.child, 'description')
  const text = textOf(getBinaryNodeChild(description, 'body'))
  if (description?.attrs.id && text)
    group.description = { id: description.attrs.id, text, owner: request.account, time: group.creation }
}

/** `<create subject key>`, with an inline `<description>` as whatsapp-rust sends it (Baileys has no description argument) */
export const create: GroupOp = (request) => {
  const { child, account } = request
  if (!child.attrs.subject) throw badRequest()
  const group = request.server.state.groups.create(account, child.attrs.subject)
  const refused: BinaryNode[] = []
  const added: Account[] = []
  for (const node of getBinaryNodeChildren(child, 'participant')) {
    const outcome = admission(request, group, node)
    // a creator listing itself is already in
    if (outcome.account === account) continue
    if (outcome.refusal) refused.push(outcome.refusal)
    else if (!added.includes(outcome.account)) added.push(outcome.account)
  }
  for (const member of added) group.members.set(member, null)
  describeAtCreation(request, group)
  request.announceJoin(group, [account, ...added], 'create', child.attrs.key)
  return [groupNode(group, refused)]
}

/** `<add|remove|promote|demote>`: each participant answered on its own, the accepted ones announced in one change */
export const participants: GroupOp = (request) => {
  const action = request.child.tag as 'add' | 'remove' | 'promote' | 'demote'
  const group = request.member()
  if (action !== 'add' || group.memberAddMode === 'admin_add') request.admin(group)
  const answers: BinaryNode[] = []
  const changed: Account[] = []
  for (const node of getBinaryNodeChildren(request.child, 'participant')) {
    const outcome: Outcome = action === 'add' ? admission(request, group, node) : membership(request, group, node)
    if (outcome.refusal) answers.push(outcome.refusal)
    else {
      answers.push({ tag: 'participant', attrs: memberAttrs(group, outcome.account) })
      if (!changed.includes(outcome.account)) changed.push(outcome.account)
    }
  }
  if (action === 'add') admit(request, group, changed, undefined)
  else if (changed.length) {
    if (action === 'remove') for (const account of changed) group.members.delete(account)
    else
      for (const account of changed)
        group.members.set(account, action === 'promote' ? (group.members.get(account) ?? 'admin') : null)
    const nodes = changed.map((a) =>
      action === 'remove' ? { tag: 'participant', attrs: memberAttrs(group, a) } : participantNode(group, a),
    )
    // removed accounts hear of their removal too
    request.announce(group, { tag: action, attrs: {}, content: nodes }, [...group.members.keys(), ...changed])
  }
  return [{ tag: action, attrs: {}, content: answers }]
}

function membership(request: GroupRequest, group: GroupRecord, node: BinaryNode): Outcome {
  const { jid, account } = requested(request, node)
  if (!account || !group.members.has(account)) return { account, refusal: refusal(jid, 404) }
  return { account }
}

/**
 * `<leave><group id/>…</leave>` to `@g.us` (`<community id/>` for Baileys' `communityLeave`, which leaves the
 * parent group only): the leaver is both actor and participant of the `<remove>`
 */
export const leave: GroupOp = (request) => {
  const named = [...getBinaryNodeChildren(request.child, 'group'), ...getBinaryNodeChildren(request.child, 'community')]
  const groups = named.map((node) => {
    const group = request.server.state.groups.byJid(node.attrs.id)
    if (!group) throw notFound()
    return request.member(group)
  })
  for (const group of groups) {
    group.members.delete(request.account)
    const remove: BinaryNode = {
      tag: 'remove',
      attrs: {},
      content: [{ tag: 'participant', attrs: memberAttrs(group, request.account) }],
    }
    request.announce(group, remove, [...group.members.keys(), request.account])
  }
  return undefined
}

function byCode(request: GroupRequest): GroupRecord {
  const found = request.server.state.groups.byInviteCode(request.child.attrs.code ?? '')
  if (!found) throw notAcceptable()
  if (found.revoked) throw new GroupError(410, 'gone')
  return found.group
}

export const inviteInfo: GroupOp = (request) => [groupNode(byCode(request))]

/** joins by code, or, with join approval on, queues the request and tells the admins */
export const acceptInvite: GroupOp = (request) => {
  const group = byCode(request)
  const { account } = request
  const jid = groupJid(group)
  if (group.members.has(account)) return [{ tag: 'group', attrs: { jid } }]
  if (!group.joinApproval) {
    admit(request, group, [account], 'invite')
    return [{ tag: 'group', attrs: { jid } }]
  }
  if (!group.pending.has(account)) {
    group.pending.set(account, { time: request.server.state.clock.now(), method: 'invite_link' })
    const created: BinaryNode = {
      tag: 'created_membership_requests',
      attrs: { request_method: 'invite_link' },
      content: [{ tag: 'requested_user', attrs: memberAttrs(group, account) }],
    }
    request.announce(group, created, admins(group))
  }
  return [{ tag: 'membership_approval_request', attrs: { jid } }]
}

export const requestsList: GroupOp = (request) => {
  const group = request.admin()
  const list = [...group.pending].map(([account, { time, method }]) => ({
    tag: 'membership_approval_request',
    attrs: { jid: memberJid(group, account), request_time: seconds(time), request_method: method },
  }))
  return [{ tag: 'membership_approval_requests', attrs: {}, content: list }]
}

function revoked(request: GroupRequest, group: GroupRecord, accounts: Account[], actor?: Account): void {
  if (!accounts.length) return
  const change: BinaryNode = {
    tag: 'revoked_membership_requests',
    attrs: {},
    content: accounts.map((a) => ({ tag: 'participant', attrs: memberAttrs(group, a) })),
  }
  request.announce(group, change, [...admins(group), ...accounts], actor)
}

/** `<membership_requests_action><approve|reject>`: a participant without a request is answered 404 */
export const requestsAction: GroupOp = (request) => {
  const group = request.admin()
  const verdict = getBinaryNodeChild(request.child, 'approve') ?? getBinaryNodeChild(request.child, 'reject')
  if (!verdict) throw badRequest()
  const answers: BinaryNode[] = []
  const decided: Account[] = []
  for (const node of getBinaryNodeChildren(verdict, 'participant')) {
    const { jid, account } = requested(request, node)
    if (!account || !group.pending.has(account)) answers.push(refusal(jid, 404))
    else {
      answers.push({ tag: 'participant', attrs: memberAttrs(group, account) })
      if (!decided.includes(account)) decided.push(account)
    }
  }
  if (verdict.tag === 'approve') admit(request, group, decided, 'invite')
  else {
    for (const account of decided) group.pending.delete(account)
    revoked(request, group, decided)
  }
  return [
    { tag: 'membership_requests_action', attrs: {}, content: [{ tag: verdict.tag, attrs: {}, content: answers }] },
  ]
}

/** the requester withdraws its own request (whatsapp-rust's `<cancel_membership_requests>`) */
export const cancelRequest: GroupOp = (request) => {
  const group = request.group()
  const { account } = request
  const named = getBinaryNodeChildren(request.child, 'participant').map((node) => requested(request, node).account)
  if (named.some((a) => a !== account)) throw notAuthorized()
  if (!group.pending.has(account)) throw notFound()
  group.pending.delete(account)
  revoked(request, group, [account], account)
  return undefined
}
