import * as v from 'valibot';
import { BASE64, MAX_BASE64_CHARS, text } from './messages.js';
import { phoneOr404, sandboxRoute } from './route.js';
import { profileView } from './views.js';
const pictureBody = v.strictObject({
    data: v.pipe(text(MAX_BASE64_CHARS), v.check((data) => BASE64.test(data.replace(/\s+/g, '')), 'expected base64 (a JPEG image)')),
});
const presenceBody = v.strictObject({ online: v.boolean() });
const chatStateBody = v.strictObject({
    to: text(64),
    state: v.picklist(['composing', 'recording', 'paused']),
});
/** A phone's profile as the server serves it to others, and the phone changing it; its presence and typing. */
export const profileRoutes = [
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
            const phone = phoneOr404(sim, params.phoneNumber);
            await phone.setProfilePicture(Buffer.from(body.data, 'base64'));
            return profileView(phone);
        },
    }),
    sandboxRoute({
        method: 'DELETE',
        path: '/phones/:phoneNumber/profile/picture',
        async run({ sim, params }) {
            const phone = phoneOr404(sim, params.phoneNumber);
            await phone.removeProfilePicture();
            return profileView(phone);
        },
    }),
    sandboxRoute({
        method: 'POST',
        path: '/phones/:phoneNumber/presence',
        body: presenceBody,
        async run({ sim, params, body }) {
            const phone = phoneOr404(sim, params.phoneNumber);
            await phone.setOnline(body.online);
            return { online: phone.account.online };
        },
    }),
    sandboxRoute({
        method: 'POST',
        path: '/phones/:phoneNumber/chatstate',
        body: chatStateBody,
        async run({ sim, params, body }) {
            const phone = phoneOr404(sim, params.phoneNumber);
            const to = /^\d+$/.test(body.to) ? `${body.to}@s.whatsapp.net` : body.to;
            await phone.setChatState(to, body.state);
            return { to, state: body.state };
        },
    }),
];
//# sourceMappingURL=profile.js.map