import * as v from 'valibot'
import { EngineError, engineErrors } from '../errors.js'
import type { MultipartForm, UploadedFile } from '../operations/upload.js'
import { MediaUrl, Upload } from '../messages/schema.js'

/** WhatsApp's apps take a push name of up to 25 characters and an about of up to 139. */
const Name = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(25, 'at most 25 characters'))
const About = v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(139, 'at most 139 characters'))

export const UpdateProfileBody = v.pipe(
  v.strictObject({ name: v.optional(Name), about: v.optional(About) }),
  v.check((body) => body.name !== undefined || body.about !== undefined, 'give name, about or both'),
)
export type UpdateProfileInput = v.InferOutput<typeof UpdateProfileBody>

export const OwnProfileSchema = v.object({
  jid: v.string(),
  lid: v.nullable(v.string()),
  name: v.nullable(v.string()),
  about: v.nullable(v.string()),
  pictureUrl: v.nullable(v.string()),
})
export type OwnProfileRecord = v.InferOutput<typeof OwnProfileSchema>

/** A picture by `mediaUrl` (JSON), or as the `media` file of a multipart form: exactly one. */
export const PictureBody = v.pipe(
  v.strictObject({ mediaUrl: v.optional(MediaUrl), upload: v.optional(Upload) }),
  v.check(
    (body) => (body.mediaUrl === undefined) !== (body.upload === undefined),
    'give exactly one of mediaUrl or a multipart "media" file',
  ),
)
export type PictureInput = v.InferOutput<typeof PictureBody>

/** The multipart form of a picture: a `media` file, or a `mediaUrl` field; any other part is refused. */
export function formToPictureBody(form: MultipartForm): unknown {
  const stray = [...form.keys()].filter((name) => name !== 'media' && name !== 'mediaUrl')
  if (stray.length > 0)
    throw new EngineError(engineErrors.validation_failed, `Invalid body: ${stray[0]}: is not a part of this form`, {
      errors: stray.map((path) => ({ path, message: 'is not a part of this form (media or mediaUrl)' })),
    })
  const media = form.get('media')
  const mediaUrl = form.get('mediaUrl')
  return {
    ...(media !== undefined ? { upload: media as UploadedFile } : {}),
    ...(typeof mediaUrl === 'string' ? { mediaUrl } : {}),
  }
}

export const RemovedPictureSchema = v.object({ deleted: v.literal(true) })

/**
 * The fields of the account's business profile Baileys' `updateBussinesProfile` sends (description, address, email,
 * websites); WhatsApp Business's own limits: a description of up to 512 characters, an address of up to 256, two
 * websites.
 */
export const UpdateBusinessProfileBody = v.pipe(
  v.strictObject({
    description: v.optional(v.pipe(v.string(), v.maxLength(512, 'at most 512 characters'))),
    address: v.optional(v.pipe(v.string(), v.maxLength(256, 'at most 256 characters'))),
    email: v.optional(v.pipe(v.string(), v.email('must be an email address'))),
    websites: v.optional(
      v.pipe(v.array(v.pipe(v.string(), v.url('must be an http(s) URL'))), v.maxLength(2, 'at most 2 websites')),
    ),
  }),
  v.check((body) => Object.values(body).some((value) => value !== undefined), 'give at least one field to change'),
)
export type UpdateBusinessProfileInput = v.InferOutput<typeof UpdateBusinessProfileBody>

/** The account's business profile as WhatsApp serves it afterwards; null what it did not give. */
export const BusinessProfileSchema = v.object({
  description: v.nullable(v.string()),
  category: v.nullable(v.string()),
  email: v.nullable(v.string()),
  websites: v.array(v.string()),
  address: v.nullable(v.string()),
})
export type BusinessProfileRecord = v.InferOutput<typeof BusinessProfileSchema>
