import * as v from 'valibot';
import { eventTypes } from '../events.js';
/** Repeated (`types=a&types=b`) or comma-separated (`types=a,b`). */
const TypeList = v.pipe(v.union([v.string(), v.array(v.string())]), v.transform((value) => (Array.isArray(value) ? value : [value])
    .flatMap((entry) => entry.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean)), v.array(v.picklist([...eventTypes], `must be event names from ${eventTypes.join(', ')}`)));
export const EventStreamQuery = v.strictObject({
    sessionId: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
    types: v.optional(TypeList),
    /** Same as the `Last-Event-ID` header, for clients that cannot set headers; the header wins. */
    lastEventId: v.optional(v.pipe(v.string(), v.maxLength(128))),
});
//# sourceMappingURL=schema.js.map