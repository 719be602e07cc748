import {
  CategoriesPreviewBody,
  CategoryPreviewListSchema,
  ChannelListSchema,
  ChannelSchema,
  DehydratedBody,
  DirectoryBody,
  DomainPreviewListSchema,
  DomainsBody,
  FollowBody,
  FollowResultSchema,
  InviteBody,
  NewsletterParams,
  RecommendedBody,
  SearchBody,
  SimilarBody,
} from './schema.js'
import { SessionParams } from '../sessions/schema.js'
import { newsletterCategories } from '../protocol/ports/newsletters.js'
import { operationsOn } from '../operations/operation.js'
import type { NewsletterService } from './service.js'
import { channel, foundChannel, newsletterJid, otherChannel } from './examples.js'

const defineOperation = operationsOn<{ newsletters: NewsletterService }>()

const tag = 'Channels'
const connected = 'The session must be paired and connected.'
const notFound =
  "404 newsletter_not_found for a channel WhatsApp does not know; other refusals are 502s with WhatsApp's message."
const paged =
  'A page: `{ data: [...], nextCursor }`; pass `nextCursor` back as `cursor` in the same body for the next page (null on the last).'
const onePage =
  "WhatsApp answers these in one page, so `nextCursor` is always null and no `cursor` is valid; of the body, only `limit` and `countryCodes` reach WhatsApp (`searchText` and `categories` are accepted for the spec's shape and not sent)."
const categories = `Categories: ${newsletterCategories.join(', ')}.`

/** The newsletters operations: `engine.newsletters.<name>` and their routes. */
export const newsletterOperations = {
  subscribed: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId/newsletters/subscribed',
    tag,
    summary: 'Channels the account follows',
    description: `${connected} Owned channels included (\`viewer.role\` \`owner\`).`,
    params: SessionParams,
    response: ChannelListSchema,
    example: { params: { sessionId: 'support-desk' }, response: [channel] },
    run: ({ newsletters }, { params }) => newsletters.subscribed(params.sessionId),
  }),
  preview: defineOperation({
    method: 'POST',
    scope: 'read',
    path: '/sessions/:sessionId/newsletters/invite',
    tag,
    summary: 'Preview a channel by its invite code',
    description: `${connected} \`inviteCode\` is a bare code or a https://whatsapp.com/channel/<code> link; the channel is not followed (that is \`follow\`). ${notFound}`,
    params: SessionParams,
    body: InviteBody,
    response: ChannelSchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: { inviteCode: 'https://whatsapp.com/channel/0029VaK3mQ8Lx5T7pR2wYb1E' },
      response: foundChannel,
    },
    run: ({ newsletters }, { params, body }) => newsletters.preview(params.sessionId, body.inviteCode),
  }),
  search: defineOperation({
    method: 'POST',
    scope: 'read',
    path: '/sessions/:sessionId/newsletters/search',
    tag,
    summary: 'Search the channel directory',
    description: `${connected} \`searchText\` (1-100 characters), \`categories\`, \`limit\` 1-100 (default 20), \`cursor\`. ${categories} ${paged}`,
    params: SessionParams,
    body: SearchBody,
    response: { page: ChannelSchema },
    example: {
      params: { sessionId: 'support-desk' },
      body: { searchText: 'harbour', limit: 2 },
      response: {
        items: [foundChannel, otherChannel],
        nextCursor: 'eyJsaXN0Ijoic2VhcmNoIiwiYWZ0ZXIiOiJBUUhSazNWZDhzTDJtUSJ9',
      },
    },
    run: ({ newsletters }, { params, body }) => newsletters.search(params.sessionId, body),
  }),
  recommended: defineOperation({
    method: 'POST',
    scope: 'read',
    path: '/sessions/:sessionId/newsletters/recommended',
    tag,
    summary: 'Channels WhatsApp recommends',
    description: `${connected} The search body, plus \`countryCodes\` (ISO 3166-1 alpha-2). ${onePage}`,
    params: SessionParams,
    body: RecommendedBody,
    response: { page: ChannelSchema },
    example: {
      params: { sessionId: 'support-desk' },
      body: { categories: ['NEWS'], countryCodes: ['NL'], limit: 2 },
      response: { items: [foundChannel, otherChannel], nextCursor: null },
    },
    run: ({ newsletters }, { params, body }) => newsletters.recommended(params.sessionId, body),
  }),
  similar: defineOperation({
    method: 'POST',
    scope: 'read',
    path: '/sessions/:sessionId/newsletters/similar',
    tag,
    summary: 'Channels similar to one',
    description: `${connected} The recommended body plus \`newsletterJid\` (required). ${onePage} ${notFound}`,
    params: SessionParams,
    body: SimilarBody,
    response: { page: ChannelSchema },
    example: {
      params: { sessionId: 'support-desk' },
      body: { newsletterJid, limit: 1 },
      response: { items: [otherChannel], nextCursor: null },
    },
    run: ({ newsletters }, { params, body }) => newsletters.similar(params.sessionId, body),
  }),
  directory: defineOperation({
    method: 'POST',
    scope: 'read',
    path: '/sessions/:sessionId/newsletters/directory',
    tag,
    summary: 'A directory list',
    description: `${connected} \`view\` POPULAR, RECOMMENDED, TRENDING or NEW; \`countryCodes\` (ISO 3166-1 alpha-2), \`categories\`, \`limit\` 1-100 (default 20), \`cursor\`. ${categories} ${paged}`,
    params: SessionParams,
    body: DirectoryBody,
    response: { page: ChannelSchema },
    example: {
      params: { sessionId: 'support-desk' },
      body: { view: 'POPULAR', countryCodes: ['NL'], limit: 2 },
      response: {
        items: [foundChannel, otherChannel],
        nextCursor: 'eyJsaXN0IjoiZGlyZWN0b3J5OlBPUFVMQVIiLCJhZnRlciI6IkFRSFJrM1ZkOHNMMm1RIn0',
      },
    },
    run: ({ newsletters }, { params, body }) => newsletters.directory(params.sessionId, body),
  }),
  categoriesPreview: defineOperation({
    method: 'POST',
    scope: 'read',
    path: '/sessions/:sessionId/newsletters/categories-preview',
    tag,
    summary: 'A few channels of each directory category',
    description: `${connected} \`categories\` (all when left out), \`countryCode\` (ISO 3166-1 alpha-2), \`perCategoryLimit\` 1-20 (default 5). One entry per category WhatsApp answered, with its title. ${categories}`,
    params: SessionParams,
    body: CategoriesPreviewBody,
    response: CategoryPreviewListSchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: { categories: ['NEWS'], countryCode: 'NL', perCategoryLimit: 2 },
      response: [{ category: 'NEWS', title: 'News', channels: [foundChannel, otherChannel] }],
    },
    run: ({ newsletters }, { params, body }) => newsletters.categoriesPreview(params.sessionId, body),
  }),
  domainsPreviewable: defineOperation({
    method: 'POST',
    scope: 'read',
    path: '/sessions/:sessionId/newsletters/domains-previewable',
    tag,
    summary: 'Whether links to domains get previews in channel posts',
    description: `${connected} \`domains\`: 1-50 domain names (example.com, no scheme or path). One row per distinct domain in the order given; \`previewable\` null for a domain WhatsApp did not answer for.`,
    params: SessionParams,
    body: DomainsBody,
    response: DomainPreviewListSchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: { domains: ['example.com', 'news.example.org'] },
      response: [
        { domain: 'example.com', previewable: true },
        { domain: 'news.example.org', previewable: false },
      ],
    },
    run: ({ newsletters }, { params, body }) => newsletters.domainsPreviewable(params.sessionId, body.domains),
  }),
  dehydrated: defineOperation({
    method: 'POST',
    scope: 'read',
    path: '/sessions/:sessionId/newsletters/dehydrated',
    tag,
    summary: 'The compact record of a channel, as a guest sees it',
    description: `${connected} Exactly one of \`newsletterJid\` or \`inviteCode\`. WhatsApp sends few fields here; the others are null. ${notFound}`,
    params: SessionParams,
    body: DehydratedBody,
    response: ChannelSchema,
    example: {
      params: { sessionId: 'support-desk' },
      body: { newsletterJid },
      response: {
        ...foundChannel,
        description: null,
        pictureUrl: null,
        subscribers: null,
        createdAt: null,
        state: null,
      },
    },
    run: ({ newsletters }, { params, body }) => newsletters.dehydrated(params.sessionId, body),
  }),
  get: defineOperation({
    method: 'GET',
    scope: 'read',
    path: '/sessions/:sessionId/newsletters/:newsletterJid',
    tag,
    summary: 'Channel metadata',
    description: `${connected} ${notFound}`,
    params: NewsletterParams,
    response: ChannelSchema,
    example: { params: { sessionId: 'support-desk', newsletterJid }, response: channel },
    run: ({ newsletters }, { params }) => newsletters.get(params.sessionId, params.newsletterJid),
  }),
  follow: defineOperation({
    method: 'POST',
    scope: 'manage',
    path: '/sessions/:sessionId/newsletters/:newsletterJid/follow',
    tag,
    summary: 'Follow, unfollow, mute or unmute a channel',
    description: `${connected} \`action\`: follow, unfollow, mute or unmute. Answers with the account's standing in the channel afterwards, as WhatsApp reports it. Muting needs following; unfollowing also unmutes. ${notFound}`,
    params: NewsletterParams,
    body: FollowBody,
    response: FollowResultSchema,
    example: {
      params: { sessionId: 'support-desk', newsletterJid },
      body: { action: 'follow' },
      response: { jid: newsletterJid, viewer: { role: 'subscriber', following: true, muted: false } },
    },
    run: ({ newsletters }, { params, body }) => newsletters.follow(params.sessionId, params.newsletterJid, body.action),
  }),
}
