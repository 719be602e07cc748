/** The chat actions of spec 4.7, each one app-state mutation on WhatsApp's side. */
export const chatActions = [
    'mute',
    'unmute',
    'pin',
    'unpin',
    'archive',
    'unarchive',
    'mark_read',
    'mark_unread',
    'lock',
    'unlock',
    'clear',
    'delete',
];
//# sourceMappingURL=chats.js.map