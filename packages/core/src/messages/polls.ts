import { createHash } from 'node:crypto'

/** One voter's latest vote: the options chosen, by name (none when the vote was taken back). */
export interface PollBallot {
  voter: string
  selected: string[]
  /** ms since the epoch */
  at: number
}

/** What a vote names an option by: the SHA-256 of its name, hex (whatsmeow msgsecret.go HashPollOptions). */
export const optionHash = (option: string): string => createHash('sha256').update(option).digest('hex')

/** The options chosen, by name, from a decrypted vote's hashes; a hash of no option of the poll is left out. */
export function selectedOptions(options: readonly string[], hashes: readonly string[]): string[] {
  const chosen = new Set(hashes)
  return options.filter((option) => chosen.has(optionHash(option)))
}

/** The ballots after a voter's new vote: it replaces their earlier one; an empty vote takes theirs back. */
export const withBallot = (ballots: readonly PollBallot[], ballot: PollBallot): PollBallot[] => [
  ...ballots.filter((other) => other.voter !== ballot.voter),
  ...(ballot.selected.length > 0 ? [ballot] : []),
]

/** Each option's votes, in the poll's order: how many and who. */
export const tallyOf = (options: readonly string[], ballots: readonly PollBallot[]) =>
  options.map((option) => {
    const voters = ballots.filter((ballot) => ballot.selected.includes(option)).map((ballot) => ballot.voter)
    return { option, votes: voters.length, voters }
  })
