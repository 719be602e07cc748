import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getMediaKeys } from '@whiskeysockets/baileys';
const MAC_LENGTH = 10;
/**
 * WhatsApp media encryption: AES-256-CBC with keys expanded from the media key (a new random one unless given),
 * then HMAC-SHA256 (first 10 bytes). `md-msg-hist` is a history sync blob (Baileys' MEDIA_HKDF_KEY_MAPPING
 * 'History'). The IV comes from the key, so the same bytes under the same key encrypt to the same blob: a
 * re-upload keeps the message's fileEncSha256.
 */
export async function encryptMedia(bytes, kind, mediaKey = randomBytes(32)) {
    const { iv, cipherKey, macKey } = await getMediaKeys(mediaKey, kind);
    const cipher = createCipheriv('aes-256-cbc', cipherKey, iv);
    const ciphertext = Buffer.concat([cipher.update(bytes), cipher.final()]);
    const mac = createHmac('sha256', macKey).update(iv).update(ciphertext).digest().subarray(0, MAC_LENGTH);
    const encrypted = Buffer.concat([ciphertext, mac]);
    return {
        mediaKey,
        encrypted,
        fileSha256: createHash('sha256').update(bytes).digest(),
        fileEncSha256: createHash('sha256').update(encrypted).digest(),
    };
}
/** checks the MAC and decrypts a blob; throws on a mismatch rather than returning garbage */
export async function decryptMedia(encrypted, mediaKey, kind) {
    const { iv, cipherKey, macKey } = await getMediaKeys(mediaKey, kind);
    if (encrypted.length < MAC_LENGTH + 16)
        throw new Error('the media blob is too short');
    const ciphertext = encrypted.subarray(0, encrypted.length - MAC_LENGTH);
    const mac = encrypted.subarray(encrypted.length - MAC_LENGTH);
    const expected = createHmac('sha256', macKey).update(iv).update(ciphertext).digest().subarray(0, MAC_LENGTH);
    if (!timingSafeEqual(mac, expected))
        throw new Error('the media blob failed its MAC check');
    const decipher = createDecipheriv('aes-256-cbc', cipherKey, iv);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
}
//# sourceMappingURL=media.js.map