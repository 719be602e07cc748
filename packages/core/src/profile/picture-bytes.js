import { fetchMedia } from '../media/fetch-media.js';
/** A picture's bytes: the upload, or `mediaUrl` through the guarded fetch (its limits, its Problems). */
export async function pictureBytes(context, input) {
    if (input.upload)
        return Buffer.concat(await input.upload.file.open().toArray());
    const { settings } = context;
    const fetched = await fetchMedia(input.mediaUrl, {
        allowPrivateNetwork: settings.allowPrivateNetwork,
        timeoutMs: settings.mediaFetchTimeoutMs,
        maxBytes: settings.maxMediaBytes,
    });
    try {
        return Buffer.concat(await fetched.stream.toArray());
    }
    catch (error) {
        throw fetched.failure() ?? error;
    }
}
//# sourceMappingURL=picture-bytes.js.map