import type { BinaryNode } from '@whiskeysockets/baileys';
/** `<iq type='result'>` answering `iq`, with its id */
export declare function iqResult(iq: BinaryNode, content?: BinaryNode[]): BinaryNode;
/** `<iq type='error'><error code text/></iq>`: the direct `<error>` child is what Baileys' assertNodeErrorFree reads */
export declare function iqError(iq: BinaryNode, code: number, text: string): BinaryNode;
