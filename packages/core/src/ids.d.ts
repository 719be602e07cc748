/** Unguessable identifiers, URL-safe, with a readable prefix so a log line says what an id names. */
export declare const newId: (prefix: string, bytes?: number) => string;
