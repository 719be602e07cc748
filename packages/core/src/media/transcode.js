import { spawn, spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
/** ffmpeg on the PATH (or at `path`), looked up once at engine start: voice notes need Ogg/Opus. */
export function findFfmpeg(path = 'ffmpeg') {
    const probe = spawnSync(path, ['-version'], { stdio: 'ignore' });
    return probe.status === 0 ? path : null;
}
export const isOggOpus = (mimetype) => /^audio\/ogg\b/i.test(mimetype ?? '') && !/codecs=(?!"?opus)/i.test(mimetype ?? '');
/**
 * Streams any audio ffmpeg reads into mono 48 kHz Ogg/Opus, the format WhatsApp plays as a voice note.
 * A failed conversion errors the output stream, so the send fails instead of delivering silence.
 */
export function transcodeToOpus(ffmpeg, input) {
    const child = spawn(ffmpeg, [
        '-hide_banner',
        '-loglevel',
        'error',
        '-i',
        'pipe:0',
        '-vn',
        '-ac',
        '1',
        '-ar',
        '48000',
        '-c:a',
        'libopus',
        '-b:a',
        '32k',
        '-f',
        'ogg',
        'pipe:1',
    ], {
        stdio: ['pipe', 'pipe', 'pipe'],
    });
    const output = new PassThrough();
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    input.on('error', (error) => child.kill() && output.destroy(error));
    child.stdin.on('error', () => undefined);
    input.pipe(child.stdin);
    child.stdout.pipe(output, { end: false });
    child.on('close', (code) => {
        if (code === 0)
            output.end();
        else
            output.destroy(new Error(`ffmpeg could not convert the audio: ${stderr.trim() || `exit ${code}`}`));
    });
    return output;
}
//# sourceMappingURL=transcode.js.map