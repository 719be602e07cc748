import type { Handler } from '../dispatch'

/** xmlns='w:mex', the GraphQL-style endpoint channels use: its rows come with the channels domain; until then refused (501). */
export const mexHandlers: readonly Handler[] = []
