import { randomBytes } from 'node:crypto'

/** Unguessable identifiers, URL-safe, with a readable prefix so a log line says what an id names. */
export const newId = (prefix: string, bytes = 12): string => `${prefix}_${randomBytes(bytes).toString('base64url')}`
