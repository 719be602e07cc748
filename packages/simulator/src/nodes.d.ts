import type { BinaryNode } from '@whiskeysockets/baileys';
/** the text of a node whose content arrives as a string (built in this process) or as bytes (decoded from the wire) */
export declare function textOf(node: BinaryNode | undefined): string | undefined;
