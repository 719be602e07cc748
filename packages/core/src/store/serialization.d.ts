export declare const bufferReplacer: (_key: string, value: unknown) => unknown;
export declare const bufferReviver: (_key: string, value: unknown) => unknown;
export declare const serialize: (value: unknown) => string;
export declare const deserialize: <T>(text: string) => T;
