import * as v from 'valibot'

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
