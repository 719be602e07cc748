/**
 * The cluster's Redis scripts. Each runs atomically on the server, so no lease is ever read and then written by
 * two nodes in between; times come from the server's own clock (TIME), so nodes need not agree on theirs.
 */

/** KEYS[1] lease, KEYS[2] fencing counter; ARGV[1] node id, ARGV[2] TTL ms. The new token, or 0 when held. */
export const acquireLease = `
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
local token = redis.call('INCR', KEYS[2])
redis.call('SET', KEYS[1], ARGV[1] .. ':' .. token, 'PX', ARGV[2])
return token`

/** KEYS leases; ARGV[1] TTL ms, ARGV[i + 1] the value this node holds in KEYS[i]. 1 per lease still ours, else 0. */
export const renewLeases = `
local kept = {}
for i, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[i + 1] then
    redis.call('PEXPIRE', key, ARGV[1])
    kept[i] = 1
  else
    kept[i] = 0
  end
end
return kept`

/** KEYS[1] a key this node holds (a lease, its alive key); ARGV[1] its value. Deletes it only if it is still ours. */
export const releaseLease = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`

/**
 * KEYS[1] the members' sorted set (score: when the heartbeat runs out), KEYS[2] their descriptions, KEYS[3] this
 * node's alive key; ARGV[1] node id, ARGV[2] TTL ms, ARGV[3] description JSON, ARGV[4] this process's instance
 * id. Drops the members whose heartbeat ran out and answers the live ones, this one included, with their
 * descriptions.
 */
export const heartbeat = `
redis.call('SET', KEYS[3], ARGV[4], 'PX', ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local expired = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now)
for _, node in ipairs(expired) do redis.call('HDEL', KEYS[2], node) end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
local live = redis.call('ZRANGEBYSCORE', KEYS[1], now, '+inf')
local out = {}
for _, node in ipairs(live) do
  table.insert(out, node)
  table.insert(out, redis.call('HGET', KEYS[2], node) or '{}')
end
return out`

/** KEYS[1] a counter; ARGV[1] a floor. Raises the counter to the floor when it is below it; answers its value. */
export const raiseCounter = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current < tonumber(ARGV[1]) then
  redis.call('SET', KEYS[1], ARGV[1])
  current = tonumber(ARGV[1])
end
return current`

/**
 * KEYS[1] one attempt of a delivery, KEYS[2] this process's alive key; ARGV[1] `<node id> <instance id>` of this
 * process, ARGV[2] how long to hold it (ms), ARGV[3] the prefix of the nodes' alive keys, ARGV[4] this process's
 * instance id. Takes the attempt unless it is done (its outcome is stored) or a live process holds it (its alive key
 * still names its instance), so the attempt of a process that died is taken over at once. 1 when taken, 0 when
 * held or done, -1 when this process's own alive key is gone: the others may already have taken over its attempts,
 * so it takes none until its key is back.
 */
export const claimAttempt = `
if redis.call('GET', KEYS[2]) ~= ARGV[4] then return -1 end
local holder = redis.call('GET', KEYS[1])
if holder == 'done' then return 0 end
if holder then
  local node, instance = string.match(holder, '^(.*) (%S+)$')
  if node and redis.call('GET', ARGV[3] .. node) == instance then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`

/** KEYS[1] one attempt of a delivery; ARGV[1] its holder as claimAttempt wrote it, ARGV[2] ms. Marks it done. */
export const finishAttempt = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[1], 'done', 'PX', ARGV[2]) return 1 end
return 0`
