/** the media type whose HKDF info keys a message's media (Baileys' MEDIA_HKDF_KEY_MAPPING) */
export type MediaKind = 'image' | 'video' | 'audio' | 'document' | 'sticker';
export interface EncryptedMedia {
    mediaKey: Buffer;
    /** ciphertext followed by its 10-byte MAC: what is uploaded */
    encrypted: Buffer;
    fileSha256: Buffer;
    fileEncSha256: Buffer;
}
/**
 * WhatsApp media encryption: AES-256-CBC with keys expanded from the media key (a new random one unless given),
 * then HMAC-SHA256 (first 10 bytes). `md-msg-hist` is a history sync blob (Baileys' MEDIA_HKDF_KEY_MAPPING
 * 'History'). The IV comes from the key, so the same bytes under the same key encrypt to the same blob: a
 * re-upload keeps the message's fileEncSha256.
 */
export declare function encryptMedia(bytes: Buffer, kind: MediaKind | 'md-msg-hist', mediaKey?: Buffer): Promise<EncryptedMedia>;
/** checks the MAC and decrypts a blob; throws on a mismatch rather than returning garbage */
export declare function decryptMedia(encrypted: Buffer, mediaKey: Uint8Array, kind: MediaKind): Promise<Buffer>;
