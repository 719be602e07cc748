/**
 * The toolsets an operator turns on (`toolsets`): every operation of the engine belongs to exactly one, by its
 * id (`<engine property>.<name>`, `messages.sendText`). One tool per operation would be more than an agent can
 * choose among (116 operations), so the default is reading and messaging, 20 tools at most
 * (test/toolsets.test.ts fails when an operation has no toolset or the default grows past 20).
 */
export const toolsets = {
  reading: {
    description: 'Sessions, chats, messages, contacts and groups as the account sees them; nothing changes',
    operations: [
      'sessions.list',
      'sessions.status',
      'messageStore.listChats',
      'messageStore.getChat',
      'messageStore.listMessages',
      'messageStore.getMessage',
      'contacts.list',
      'contacts.read',
      'contacts.checkNumbers',
      'groups.list',
      'groups.get',
      'media.download',
    ],
  },
  messaging: {
    description: 'Send text, a location, a contact card or a poll, react, mark read, show typing',
    operations: [
      'messages.sendText',
      'messages.sendLocation',
      'messages.sendContact',
      'messages.sendPoll',
      'messageActions.react',
      'messageActions.read',
      'contacts.setChatState',
    ],
  },
  media: {
    description: 'Send images, videos, audio, documents and stickers; post stories',
    operations: [
      'messages.sendImage',
      'messages.sendVideo',
      'messages.sendAudio',
      'messages.sendDocument',
      'messages.sendSticker',
      'stories.postText',
      'stories.postImage',
      'stories.postVideo',
    ],
  },
  'message-actions': {
    description: 'Edit, delete, forward, pin and star sent messages; archive, mute, pin and clear chats',
    operations: [
      'messageActions.edit',
      'messageActions.delete',
      'messageActions.forward',
      'messageActions.pin',
      'chats.star',
      'chats.act',
    ],
  },
  history: {
    description: 'Ask the phone for older messages of a chat',
    operations: ['history.request'],
  },
  sessions: {
    description: 'Create, pair, connect, disconnect, rename and delete sessions',
    operations: [
      'sessions.create',
      'sessions.update',
      'sessions.delete',
      'sessions.connect',
      'sessions.disconnect',
      'sessions.requestPairingCode',
      'sessions.qr',
    ],
  },
  groups: {
    description: 'Create and administer groups: members, settings, invites, membership requests',
    operations: [
      'groups.create',
      'groups.previewInvite',
      'groups.join',
      'groups.leave',
      'groups.updateProfile',
      'groups.setPicture',
      'groups.removePicture',
      'groups.updateParticipants',
      'groups.changeSetting',
      'groups.inviteCode',
      'groups.revokeInvite',
      'groups.membershipRequests',
      'groups.answerMembershipRequests',
      'groups.isInternal',
      'groups.appealSuspension',
    ],
  },
  communities: {
    description: 'Communities and their subgroups',
    operations: [
      'communities.create',
      'communities.subgroups',
      'communities.changeSubgroups',
      'communities.participants',
      'communities.transferOwnership',
      'communities.suggestions',
      'communities.deactivate',
    ],
  },
  channels: {
    description: "WhatsApp channels (newsletters): find, read and follow; create, edit and post to the account's own",
    operations: [
      'newsletters.subscribed',
      'newsletters.preview',
      'newsletters.search',
      'newsletters.recommended',
      'newsletters.similar',
      'newsletters.directory',
      'newsletters.categoriesPreview',
      'newsletters.domainsPreviewable',
      'newsletters.dehydrated',
      'newsletters.get',
      'newsletters.follow',
      'newsletters.create',
      'newsletters.update',
      'newsletters.delete',
      'newsletters.post',
      'newsletters.editPost',
      'newsletters.deletePost',
    ],
  },
  calls: {
    description: 'Place, answer, reject, end and mute calls; the call log',
    operations: ['calls.place', 'calls.list', 'calls.get', 'calls.accept', 'calls.reject', 'calls.end', 'calls.mute'],
  },
  contacts: {
    description: 'Profile pictures, the blocklist, presence',
    operations: [
      'contacts.picture',
      'contacts.blocklist',
      'contacts.block',
      'contacts.subscribePresence',
      'contacts.setPresence',
    ],
  },
  profile: {
    description: "The account's own profile, privacy settings and business profile",
    operations: [
      'profile.read',
      'profile.update',
      'profile.setPicture',
      'profile.removePicture',
      'profile.privacy',
      'profile.updatePrivacy',
      'profile.updateBusiness',
    ],
  },
  webhooks: {
    description: 'Webhooks and their deliveries',
    operations: [
      'webhooks.create',
      'webhooks.list',
      'webhooks.get',
      'webhooks.update',
      'webhooks.delete',
      'webhooks.rotateSecret',
      'webhooks.sendTest',
      'webhooks.listDeliveries',
      'webhooks.getDelivery',
      'webhooks.redeliver',
    ],
  },
  transports: {
    description: 'Event transports (queues, streams) and their deliveries',
    operations: [
      'transports.create',
      'transports.list',
      'transports.get',
      'transports.update',
      'transports.delete',
      'transports.listDeliveries',
      'transports.getDelivery',
    ],
  },
  usage: {
    description: 'Counters and analytics of messages and requests',
    operations: ['usage.counters', 'usage.analytics', 'keys.current'],
  },
  admin: {
    description: 'API keys. Never offered unless named in `toolsets`, even when every other toolset is on',
    operations: ['keys.create', 'keys.list', 'keys.get', 'keys.delete'],
  },
} as const satisfies Record<string, { description: string; operations: readonly string[] }>

export type Toolset = keyof typeof toolsets

/** What an MCP server offers unless told otherwise. */
export const defaultToolsets: readonly Toolset[] = ['reading', 'messaging']

/** `all` turns on every toolset but `admin`: key management is only ever offered when named. */
export function resolveToolsets(names: readonly string[] | undefined): Set<Toolset> {
  const asked = names ?? defaultToolsets
  const unknown = asked.filter((name) => name !== 'all' && !(name in toolsets))
  if (unknown.length)
    throw new Error(`Unknown MCP toolsets: ${unknown.join(', ')} (known: all, ${Object.keys(toolsets).join(', ')})`)
  const all = asked.includes('all')
  return new Set(
    (Object.keys(toolsets) as Toolset[]).filter((name) => asked.includes(name) || (all && name !== 'admin')),
  )
}

/** The toolset of each operation id. */
export const toolsetOf: ReadonlyMap<string, Toolset> = new Map(
  (Object.entries(toolsets) as [Toolset, { operations: readonly string[] }][]).flatMap(([set, { operations }]) =>
    operations.map((id) => [id, set] as const),
  ),
)
