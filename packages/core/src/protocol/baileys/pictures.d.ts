/**
 * Rejects with kind `invalid` when `image` is not an image sharp (or jimp) can read. Baileys' updateProfilePicture
 * crops and resizes with them and cannot tell a bad image from a refused upload; decoding to one pixel first is that
 * check, and the image is encoded once, by Baileys.
 */
export declare function assertReadableImage(image: Buffer): Promise<void>;
