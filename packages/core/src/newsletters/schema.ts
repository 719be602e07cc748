import * as v from 'valibot'
import { inviteCodeField, jidField } from '../jids.js'
import { PageFields } from '../paging.js'
import { directoryViews, newsletterCategories } from '../protocol/ports/newsletters.js'
import { SessionId } from '../sessions/schema.js'

/** A channel's JID (`…@newsletter`), as a path parameter or a body field. */
export const NewsletterJid = jidField(['newsletter'], 'must be a channel JID (…@newsletter)')

export const NewsletterParams = v.object({ sessionId: SessionId, newsletterJid: NewsletterJid })

/** ISO 3166-1 alpha-2, the officially assigned codes. */
const isoCountries = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
    'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
    'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
    'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
    'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
)

/** An ISO 3166-1 alpha-2 country code, any case; normalised to upper case. */
export const CountryCode = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.check((code) => isoCountries.has(code), 'must be an ISO 3166-1 alpha-2 country code (e.g. US, BR, IN)'),
)

const CountryCodes = v.pipe(v.array(CountryCode), v.maxLength(20, 'at most 20 country codes'))
const Categories = v.pipe(
  v.array(v.picklist(newsletterCategories, `must be one of ${newsletterCategories.join(', ')}`)),
  v.maxLength(newsletterCategories.length, `at most ${newsletterCategories.length} categories`),
)

/** A bare channel invite code, or a `https://whatsapp.com/channel/<code>` link; normalised to the code. */
export const ChannelInviteCode = inviteCodeField(
  /^https?:\/\/(www\.)?whatsapp\.com\/channel\//i,
  'must be a channel invite code or a https://whatsapp.com/channel/<code> link',
)

export const InviteBody = v.strictObject({ inviteCode: ChannelInviteCode })

const SearchText = v.pipe(v.string(), v.trim(), v.maxLength(100, 'at most 100 characters'))

export const SearchBody = v.strictObject({
  searchText: v.pipe(SearchText, v.minLength(1, 'must not be empty')),
  categories: v.optional(Categories),
  ...PageFields,
})
export type SearchInput = v.InferOutput<typeof SearchBody>

/**
 * `recommended` takes the search body, as the spec says, plus `countryCodes`. WhatsApp's query takes only a limit
 * and country codes (docs/channels.md): `searchText` and `categories` are accepted and do not reach it, and no
 * page after the first exists, so no cursor is valid.
 */
export const RecommendedBody = v.strictObject({
  searchText: v.optional(SearchText),
  categories: v.optional(Categories),
  countryCodes: v.optional(CountryCodes),
  ...PageFields,
})
export type RecommendedInput = v.InferOutput<typeof RecommendedBody>

export const SimilarBody = v.strictObject({ ...RecommendedBody.entries, newsletterJid: NewsletterJid })
export type SimilarInput = v.InferOutput<typeof SimilarBody>

export const DirectoryBody = v.strictObject({
  view: v.picklist(directoryViews, `must be one of ${directoryViews.join(', ')}`),
  countryCodes: v.optional(CountryCodes),
  categories: v.optional(Categories),
  ...PageFields,
})
export type DirectoryInput = v.InferOutput<typeof DirectoryBody>

export const CategoriesPreviewBody = v.strictObject({
  /** Which categories to preview; all of them when left out. */
  categories: v.optional(Categories),
  countryCode: v.optional(CountryCode),
  perCategoryLimit: v.optional(
    v.pipe(
      v.number(),
      v.integer('must be a whole number'),
      v.minValue(1, 'must be from 1 to 20'),
      v.maxValue(20, 'must be from 1 to 20'),
    ),
    5,
  ),
})
export type CategoriesPreviewInput = v.InferOutput<typeof CategoriesPreviewBody>

/** A host name (`example.com`), not a URL; normalised to lower case. */
const Domain = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  // A check, not v.regex: the OpenAPI document would show the lower-case pattern as the input's, refusing
  // `Example.com`, which the route takes.
  v.check(
    (domain) => /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/.test(domain),
    'must be a domain name such as example.com (no scheme, path or port)',
  ),
)

export const DomainsBody = v.strictObject({
  domains: v.pipe(v.array(Domain), v.minLength(1, 'name at least one domain'), v.maxLength(50, 'at most 50 domains')),
})

/** Exactly one of the channel's JID or an invite code. */
export const DehydratedBody = v.pipe(
  v.strictObject({ newsletterJid: v.optional(NewsletterJid), inviteCode: v.optional(ChannelInviteCode) }),
  v.check(
    (body) => (body.newsletterJid === undefined) !== (body.inviteCode === undefined),
    'send exactly one of newsletterJid, inviteCode',
  ),
)
export type DehydratedInput = v.InferOutput<typeof DehydratedBody>

export const followActions = ['follow', 'unfollow', 'mute', 'unmute'] as const
export type FollowAction = (typeof followActions)[number]
export const FollowBody = v.strictObject({
  action: v.picklist(followActions, `must be one of ${followActions.join(', ')}`),
})

const Timestamp = v.pipe(v.string(), v.isoTimestamp())

/** How the session's account stands with a channel. Null where WhatsApp's answer did not say. */
export const ViewerSchema = v.object({
  role: v.nullable(v.picklist(['owner', 'admin', 'subscriber', 'guest'])),
  /** Whether the account follows the channel (owner, admin and subscriber do). */
  following: v.nullable(v.boolean()),
  muted: v.nullable(v.boolean()),
})
export type Viewer = v.InferOutput<typeof ViewerSchema>

/** One shape for a channel everywhere. What WhatsApp did not send is null. */
export const ChannelSchema = v.object({
  jid: v.string(),
  name: v.nullable(v.string()),
  description: v.nullable(v.string()),
  inviteCode: v.nullable(v.string()),
  /** The channel picture on WhatsApp's media host. */
  pictureUrl: v.nullable(v.string()),
  verified: v.nullable(v.boolean()),
  subscribers: v.nullable(v.number()),
  createdAt: v.nullable(Timestamp),
  /** WhatsApp's state of the channel, lower case: `active`, `suspended`, `geosuspended`. */
  state: v.nullable(v.string()),
  viewer: ViewerSchema,
})
export type Channel = v.InferOutput<typeof ChannelSchema>

export const ChannelListSchema = v.array(ChannelSchema)

export const CategoryPreviewSchema = v.object({
  category: v.string(),
  /** WhatsApp's display title of the category, when it sent one. */
  title: v.nullable(v.string()),
  channels: ChannelListSchema,
})
export type CategoryPreview = v.InferOutput<typeof CategoryPreviewSchema>
export const CategoryPreviewListSchema = v.array(CategoryPreviewSchema)

export const DomainPreviewSchema = v.object({ domain: v.string(), previewable: v.nullable(v.boolean()) })
export type DomainPreview = v.InferOutput<typeof DomainPreviewSchema>
export const DomainPreviewListSchema = v.array(DomainPreviewSchema)

/** What `follow` answers: the channel, and the account's standing in it once WhatsApp applied the action. */
export const FollowResultSchema = v.object({ jid: v.string(), viewer: ViewerSchema })
export type FollowResult = v.InferOutput<typeof FollowResultSchema>

/** WhatsApp's limits on a channel's name and description (WhatsApp Web's channel editor: 100 and 2048 characters). */
const ChannelName = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(100, 'at most 100 characters'),
)
const ChannelDescription = v.pipe(v.string(), v.trim(), v.maxLength(2048, 'at most 2048 characters'))

export const CreateChannelBody = v.strictObject({ name: ChannelName, description: v.optional(ChannelDescription) })
export type CreateChannelInput = v.InferOutput<typeof CreateChannelBody>

export const UpdateChannelBody = v.pipe(
  v.strictObject({ name: v.optional(ChannelName), description: v.optional(ChannelDescription) }),
  v.check((body) => body.name !== undefined || body.description !== undefined, 'change name or description'),
)
export type UpdateChannelInput = v.InferOutput<typeof UpdateChannelBody>

/** A post's message id, as the post's answer gave it. */
export const PostParams = v.object({
  ...NewsletterParams.entries,
  postId: v.pipe(v.string(), v.regex(/^[0-9A-Za-z]{1,64}$/, 'must be a post id as the post answered it')),
})

const PostText = v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(65536, 'at most 65536 characters'))

/** An image post: fetched from `mediaUrl` under the same limits as a send's media, posted unencrypted. */
const PostImage = v.strictObject({
  mediaUrl: v.pipe(v.string(), v.url('must be an http(s) URL')),
  mimetype: v.optional(
    v.pipe(v.string(), v.regex(/^image\/[\w.+-]+$/, 'must be an image MIME type such as image/jpeg')),
  ),
  caption: v.optional(v.pipe(v.string(), v.maxLength(1024, 'at most 1024 characters'))),
})

/** A channel post: exactly one of a text (up to 65536 characters, as in a chat) or an image. */
export const PostBody = v.pipe(
  v.strictObject({ text: v.optional(PostText), image: v.optional(PostImage) }),
  v.check((body) => (body.text === undefined) !== (body.image === undefined), 'send exactly one of text, image'),
)
export type PostInput = v.InferOutput<typeof PostBody>

/** An edit: the post's new text. */
export const EditPostBody = v.strictObject({ text: PostText })
export type EditPostInput = v.InferOutput<typeof EditPostBody>

/** A post, an edit or a deletion as WhatsApp acknowledged it. */
export const PostSchema = v.object({
  newsletterJid: v.string(),
  /** The post's message id: what an edit or a deletion names. */
  id: v.string(),
  /** The channel's own sequence number of the post, as WhatsApp's ack gave it; null when it gave none. */
  serverId: v.nullable(v.number()),
  /** When WhatsApp took it; null when its ack did not say. */
  at: v.nullable(Timestamp),
})
export type Post = v.InferOutput<typeof PostSchema>

export const DeletedChannelSchema = v.object({ jid: v.string(), deleted: v.literal(true) })
