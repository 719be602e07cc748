import { type Dispatcher } from 'undici';
/**
 * What Baileys' own fetch downloads go through (its `options.dispatcher`): a history sync's blob, which
 * Utils/history.ts downloadHistory fetches itself, from WhatsApp's default media host since the notification names
 * only a directPath. It carries the operator's extra media trust (`mediaCa`), and sends what is addressed to
 * mmg.whatsapp.net to `defaultMediaHost` when a server stands in for WhatsApp. Undefined when neither is set:
 * Baileys' fetch then reaches WhatsApp as it is.
 */
export declare function fetchDispatcher(options: {
    mediaCa?: string | Buffer | undefined;
    defaultMediaHost?: string | undefined;
}): Dispatcher | undefined;
