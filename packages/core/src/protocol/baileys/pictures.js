import { generateProfilePicture } from '@whiskeysockets/baileys';
import { ProtocolError } from '../port.js';
/**
 * Rejects with kind `invalid` when `image` is not an image sharp (or jimp) can read. Baileys' updateProfilePicture
 * crops and resizes with them and cannot tell a bad image from a refused upload; decoding to one pixel first is that
 * check, and the image is encoded once, by Baileys.
 */
export async function assertReadableImage(image) {
    await generateProfilePicture(image, { width: 1, height: 1 }).catch((error) => {
        throw new ProtocolError(`the picture is not an image this server can read: ${error.message}`, {
            kind: 'invalid',
            cause: error,
        });
    });
}
//# sourceMappingURL=pictures.js.map