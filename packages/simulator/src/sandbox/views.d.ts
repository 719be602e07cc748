import type { Phone } from '../phone/phone.js';
import type { LinkedDevice, ReceivedMedia, ReceivedMessage } from '../phone/types.js';
export declare function phoneView(phone: Phone): {
    phoneNumber: string;
    jid: string;
    lid: string;
    linkedDevices: number;
    receivedMessages: number;
};
/** what the server serves others of a phone's profile */
export declare function profileView(phone: Phone): {
    jid: string;
    lid: string;
    pushName: string;
    about: string;
    business: import("../index.js").BusinessProfile | null;
    picture: {
        id: string;
        url: string;
    } | null;
};
/** a received attachment without its bytes, which have a route of their own */
export declare function mediaView(media: ReceivedMedia): {
    type: import("../media.js").MediaKind;
    sha256: string;
    sizeBytes: number;
    mimetype: string | null;
    caption: string | null;
    fileName: string | null;
    ptt: boolean;
};
/** `all`: the phone's other messages, which may react to, edit or revoke this one */
export declare function messageView(m: ReceivedMessage, all?: readonly ReceivedMessage[]): {
    message: {
        [k: string]: any;
    };
    mediaError?: string | undefined;
    timestamp: number;
    text: string | null;
    quoted: {
        id: string;
        participant: string | null;
        remoteJid: string | null;
        text: string | null;
    } | null;
    reaction: {
        id: string | null;
        remoteJid: string | null;
        fromMe: boolean;
        participant: string | null;
        emoji: string;
    } | null;
    edited: {
        text: string | null;
        edits: number;
    } | null;
    deletedForEveryone: boolean;
    mentions: string[];
    media: {
        type: import("../media.js").MediaKind;
        sha256: string;
        sizeBytes: number;
        mimetype: string | null;
        caption: string | null;
        fileName: string | null;
        ptt: boolean;
    } | null;
    participant?: string | undefined;
    id: string;
    from: string;
    fromDevice: string;
    chatJid: string;
};
export declare function deviceView(d: LinkedDevice): {
    linkedAt: string;
    jid: string;
    lid: string;
    deviceId: number;
    platform: string;
    connected: boolean;
};
