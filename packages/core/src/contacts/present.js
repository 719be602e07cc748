import { isoAt } from '../clock.js';
/** A person as `GET /contacts/{contactJid}` answers: the port's profile, its time as ISO 8601. */
export const presentContact = (jid, ids, profile, known) => ({
    jid,
    ...ids,
    name: known.name,
    pushName: known.pushName,
    about: profile.about,
    aboutSetAt: profile.aboutSetAt === null ? null : isoAt(profile.aboutSetAt),
    pictureUrl: profile.pictureUrl,
    isBusiness: profile.business !== null,
    business: profile.business,
    blocked: known.blocked,
});
/** A presence update as `presence.updated` carries it: the last-seen time as ISO 8601. */
export const presentPresence = (update) => ({
    ...update,
    lastSeen: update.lastSeen === null ? null : isoAt(update.lastSeen),
});
//# sourceMappingURL=present.js.map