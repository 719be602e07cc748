import { type MultipartForm } from '../media/upload.js';
export interface ParsedForm {
    form: MultipartForm;
    /** Removes the spooled files; call once the request has been answered. */
    dispose(): Promise<void>;
}
/**
 * Parses multipart/form-data as its chunks arrive: text parts are kept, each file part is written to a
 * temporary file while its SHA-256 is computed, so memory holds a chunk at a time, never the upload. Reading
 * follows the disk's pace (the parser's backpressure reaches the request). A part name given twice and a
 * text part over 64 KiB are 422s naming the part; a body the parser cannot read is a 400.
 */
export declare function parseMultipart(chunks: AsyncIterable<Uint8Array>, contentType: string): Promise<ParsedForm>;
