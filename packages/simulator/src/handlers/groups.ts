import type { Handler } from '../dispatch'

/** xmlns='w:g2', the group server: its rows come with the groups domain; until then groups iqs are refused (501). */
export const groupHandlers: readonly Handler[] = []
