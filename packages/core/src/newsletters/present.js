import { isoAt } from '../clock.js';
// The port's channel model in the API's words: times as ISO 8601, and only the fields the API names, so a field the
// port gains reaches the API only once a schema and this file say so.
export const presentViewer = (viewer) => ({
    role: viewer.role,
    following: viewer.following,
    muted: viewer.muted,
});
export const presentChannel = (channel) => ({
    jid: channel.jid,
    name: channel.name,
    description: channel.description,
    inviteCode: channel.inviteCode,
    pictureUrl: channel.pictureUrl,
    verified: channel.verified,
    subscribers: channel.subscribers,
    createdAt: channel.createdAt === null ? null : isoAt(channel.createdAt),
    state: channel.state,
    viewer: presentViewer(channel.viewer),
});
export const presentCategoryPreview = (preview) => ({
    category: preview.category,
    title: preview.title,
    channels: preview.channels.map(presentChannel),
});
export const presentDomainPreview = (row) => ({
    domain: row.domain,
    previewable: row.previewable,
});
//# sourceMappingURL=present.js.map