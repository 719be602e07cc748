export const bufferReplacer = (_key, value) => {
    if (value instanceof Uint8Array)
        return { type: 'Buffer', data: Buffer.from(value).toString('base64') };
    if (isSerializedBuffer(value)) {
        const data = value.data;
        return { type: 'Buffer', data: typeof data === 'string' ? data : Buffer.from(data).toString('base64') };
    }
    return value;
};
export const bufferReviver = (_key, value) => {
    if (isSerializedBuffer(value)) {
        const data = value.data;
        return typeof data === 'string' ? Buffer.from(data, 'base64') : Buffer.from(data);
    }
    return value;
};
const isSerializedBuffer = (value) => typeof value === 'object' &&
    value !== null &&
    value.type === 'Buffer' &&
    (typeof value.data === 'string' || Array.isArray(value.data));
export const serialize = (value) => JSON.stringify(value, bufferReplacer);
export const deserialize = (text) => JSON.parse(text, bufferReviver);
//# sourceMappingURL=serialization.js.map