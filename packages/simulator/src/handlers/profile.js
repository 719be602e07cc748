import { getBinaryNodeChild } from '@whiskeysockets/baileys';
import { iqError, iqResult } from '../server/iq.js';
import { isAdmin } from '../state/groups.js';
/**
 * xmlns='w:profile:picture': reading a person's profile picture, and setting or removing the account's own.
 *
 * - get: `<iq target=<person> type=get><picture type=preview|image query=url/></iq>` (Baileys Socket/chats.js
 *   `profilePictureUrl`, whatsmeow user.go `GetProfilePictureInfo`) is answered with
 *   `<picture id type url direct_path/>` (the attributes whatsmeow reads); a person without a picture, or no
 *   account at all, with error 404 item-not-found (whatsmeow: `ErrProfilePictureNotSet`); one the owner's `profile`
 *   privacy hides from the asker with 401 not-authorized (whatsmeow: `ErrProfilePictureUnauthorized`).
 * - set: `<iq type=set><picture type=image>jpeg</picture></iq>` without `target` sets the sender's own picture
 *   (Baileys `updateProfilePicture`); without `<picture>` it removes it (Baileys `removeProfilePicture`). The answer
 *   carries the new picture's id, as whatsmeow group.go `SetGroupPhoto` reads it. WhatsApp keeps a 640 px image and a
 *   96 px preview made from it; this server does not scale images and serves the bytes it was given for both sizes.
 *   With a group's `target` it sets or removes the group's picture (members; admins only when the group's info
 *   is locked), and a get with a group's `target` serves it.
 */
/**
 * xmlns='status' set: `<status>text</status>` sets the sender's about (Baileys Socket/chats.js `updateProfileStatus`,
 * whatsmeow user.go `SetStatusMessage`); answered with an empty result, as both expect.
 */
function setAbout(server, client, iq) {
    const text = getBinaryNodeChild(iq, 'status')?.content;
    const account = client.device.account;
    account.about = text instanceof Uint8Array ? Buffer.from(text).toString('utf8') : typeof text === 'string' ? text : '';
    account.aboutSetAt = server.state.clock.now();
    client.send(iqResult(iq));
}
/**
 * xmlns='w:biz' get `<business_profile v=244><profile jid/></business_profile>` (Baileys Socket/chats.js
 * `getBusinessProfile`, whatsmeow user.go `GetBusinessProfile`): a business account's profile is answered as
 * `<business_profile><profile jid><address/><description/><website/>…<email/><categories><category id>name</category>
 * </categories></profile></business_profile>` (the children whatsmeow `parseBusinessProfile` and whatsapp-rust
 * wacore/src/iq/business.rs `BusinessProfileSpec::parse_response` read; several `<website>` as whatsapp-rust reads
 * them); a personal account, or no account, with `<business_profile>` and no `<profile>`, which whatsapp-rust reads
 * as "not a business" (`Ok(None)`) and Baileys as `undefined`.
 */
function businessProfile(server, iq) {
    const asked = getBinaryNodeChild(getBinaryNodeChild(iq, 'business_profile'), 'profile')?.attrs.jid;
    const account = server.state.accounts.resolve(asked)?.account;
    const business = account?.business;
    const text = (tag, value) => value ? [{ tag, attrs: {}, content: Buffer.from(value) }] : [];
    const profile = business
        ? [
            {
                tag: 'profile',
                attrs: { jid: account.jid },
                content: [
                    ...text('address', business.address),
                    ...text('description', business.description),
                    ...business.websites.flatMap((website) => text('website', website)),
                    ...text('email', business.email),
                    ...(business.category
                        ? [
                            {
                                tag: 'categories',
                                attrs: {},
                                content: [
                                    {
                                        tag: 'category',
                                        attrs: { id: business.category.id },
                                        content: Buffer.from(business.category.name),
                                    },
                                ],
                            },
                        ]
                        : []),
                ],
            },
        ]
        : [];
    return iqResult(iq, [{ tag: 'business_profile', attrs: { v: '244' }, content: profile }]);
}
export const profileHandlers = [
    {
        tag: 'iq',
        xmlns: 'w:biz',
        type: 'get',
        child: 'business_profile',
        handle: (server, client, iq) => client.send(businessProfile(server, iq)),
    },
    { tag: 'iq', xmlns: 'status', type: 'set', handle: setAbout },
    {
        tag: 'iq',
        xmlns: 'w:profile:picture',
        type: 'get',
        handle: (server, client, iq) => client.send(picture(server, client, iq)),
    },
    { tag: 'iq', xmlns: 'w:profile:picture', type: 'set', handle: setPicture },
];
function picture(server, client, iq) {
    const size = getBinaryNodeChild(iq, 'picture')?.attrs.type === 'preview' ? 'preview' : 'image';
    const group = server.state.groups.byJid(iq.attrs.target);
    if (group)
        return group.picture ? servedPicture(iq, group.picture, size) : iqError(iq, 404, 'item-not-found');
    const account = server.state.accounts.resolve(iq.attrs.target)?.account;
    const picture = account?.picture;
    if (!picture)
        return iqError(iq, 404, 'item-not-found');
    // hidden by the owner's `profile` privacy: 401 not-authorized (whatsmeow user.go GetProfilePictureInfo,
    // errors.go ErrProfilePictureUnauthorized)
    if (!account.shows('profile', client.device?.account))
        return iqError(iq, 401, 'not-authorized');
    return servedPicture(iq, picture, size);
}
function servedPicture(iq, picture, size) {
    const { url, directPath } = picture[size];
    return iqResult(iq, [{ tag: 'picture', attrs: { id: picture.id, type: size, url, direct_path: directPath } }]);
}
function setPicture(server, client, iq) {
    const account = client.device.account;
    const group = server.state.groups.byJid(iq.attrs.target);
    // whatsmeow group.go `SetGroupPhoto`: a group's picture, as its info, is for members to set, and for admins alone
    // in a group whose info is locked (401 not-authorized, as the group server refuses a locked subject)
    if (group && !group.members.has(account))
        return client.send(iqError(iq, 404, 'item-not-found'));
    if (group?.locked && !isAdmin(group, account))
        return client.send(iqError(iq, 401, 'not-authorized'));
    if (!group && iq.attrs.target && server.state.accounts.resolve(iq.attrs.target)?.account !== account)
        return client.send(iqError(iq, 401, 'not-authorized'));
    const owner = group ?? account;
    const image = getBinaryNodeChild(iq, 'picture')?.content;
    if (!(image instanceof Uint8Array)) {
        owner.picture = null;
        return client.send(iqResult(iq));
    }
    const bytes = Buffer.from(image);
    const published = server.media.publish('image', bytes);
    const id = server.now();
    const size = { url: published.url, directPath: published.directPath };
    owner.picture = { id, image: size, preview: size };
    client.send(iqResult(iq, [{ tag: 'picture', attrs: { id } }]));
}
//# sourceMappingURL=profile.js.map