/** What the Redis store and its window counter use of node-redis' client. */
export interface RedisClient {
  readonly isOpen: boolean
  connect(): Promise<unknown>
  close(): Promise<void>
  get(key: string): Promise<string | null>
  mGet(keys: string[]): Promise<(string | null)[]>
  multi(): RedisMulti
  sendCommand(args: string[]): Promise<unknown>
  scan(
    cursor: string,
    options: { MATCH: string; COUNT: number; TYPE: string },
  ): Promise<{ cursor: unknown; keys: string[] }>
  set(key: string, value: string): Promise<unknown>
  exists(key: string): Promise<number>
}

export interface RedisMulti {
  set(key: string, value: string, options?: { PX: number }): RedisMulti
  zAdd(key: string, members: { score: number; value: string }[]): RedisMulti
  del(keys: string[]): RedisMulti
  zRem(key: string, members: string[]): RedisMulti
  exec(): Promise<unknown[]>
}
