/** the text of a node whose content arrives as a string (built in this process) or as bytes (decoded from the wire) */
export function textOf(node) {
    const content = node?.content;
    if (typeof content === 'string')
        return content;
    if (content instanceof Uint8Array)
        return Buffer.from(content).toString('utf8');
    return undefined;
}
//# sourceMappingURL=nodes.js.map