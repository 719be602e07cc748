import * as v from 'valibot'
import { BASE64, MAX_BASE64_CHARS, text } from './messages.js'
import { phoneOr404, sandboxRoute, type SandboxRoute } from './route.js'
import { profileView } from './views.js'

const pictureBody = v.strictObject({
  data: v.pipe(
    text(MAX_BASE64_CHARS),
    v.check((data) => BASE64.test(data.replace(/\s+/g, '')), 'expected base64 (a JPEG image)'),
  ),
})

const presenceBody = v.strictObject({ online: v.boolean() })
const chatStateBody = v.strictObject({
  to: text(64),
  state: v.picklist(['composing', 'recording', 'paused'] as const),
})

/** A phone's profile as the server serves it to others, and the phone changing it; its presence and typing. */
export const profileRoutes: SandboxRoute[] = [
  sandboxRoute({
    method: 'GET',
    path: '/phones/:phoneNumber/profile',
    run: async ({ sim, params }) => profileView(phoneOr404(sim, params.phoneNumber)),
  }),
  sandboxRoute({
    method: 'POST',
    path: '/phones/:phoneNumber/profile/picture',
    body: pictureBody,
    async run({ sim, params, body }) {
      const phone = phoneOr404(sim, params.phoneNumber)
      await phone.setProfilePicture(Buffer.from(body.data, 'base64'))
      return profileView(phone)
    },
  }),
  sandboxRoute({
    method: 'DELETE',
    path: '/phones/:phoneNumber/profile/picture',
    async run({ sim, params }) {
      const phone = phoneOr404(sim, params.phoneNumber)
      await phone.removeProfilePicture()
      return profileView(phone)
    },
  }),
  sandboxRoute({
    method: 'POST',
    path: '/phones/:phoneNumber/presence',
    body: presenceBody,
    async run({ sim, params, body }) {
      const phone = phoneOr404(sim, params.phoneNumber)
      await phone.setOnline(body.online)
      return { online: phone.account.online }
    },
  }),
  sandboxRoute({
    method: 'POST',
    path: '/phones/:phoneNumber/chatstate',
    body: chatStateBody,
    async run({ sim, params, body }) {
      const phone = phoneOr404(sim, params.phoneNumber)
      const to = /^\d+$/.test(body.to) ? `${body.to}@s.whatsapp.net` : body.to
      await phone.setChatState(to, body.state)
      return { to, state: body.state }
    },
  }),
  sandboxRoute({
    method: 'POST',
    path: '/phones/:phoneNumber/presence/subscribe',
    body: v.strictObject({ jid: text(64) }),
    async run({ sim, params, body }) {
      const phone = phoneOr404(sim, params.phoneNumber)
      const jid = /^\d+$/.test(body.jid) ? `${body.jid}@s.whatsapp.net` : body.jid
      await phone.typing.subscribe(jid)
      return { jid, subscribed: true }
    },
  }),
  sandboxRoute({
    method: 'GET',
    path: '/phones/:phoneNumber/typing',
    // what each chat shows under its name: typing, recording, or paused (after the other side typed)
    run: async ({ sim, params }) => phoneOr404(sim, params.phoneNumber).typing.all(),
  }),
  sandboxRoute({
    method: 'POST',
    path: '/phones/:phoneNumber/disappearing',
    body: v.strictObject({
      to: text(64),
      seconds: v.picklist([0, 86_400, 604_800, 7_776_000] as const, 'expected 0, 86400, 604800 or 7776000'),
    }),
    status: 201,
    async run({ sim, params, body }) {
      const phone = phoneOr404(sim, params.phoneNumber)
      const to = /^\d+$/.test(body.to) ? `${body.to}@s.whatsapp.net` : body.to
      const { id } = await phone.setDisappearing(to, body.seconds)
      return { id, to, seconds: body.seconds }
    },
  }),
]
