/** A refused lottery request: raw JSON `{ errorCode, message, ...extra }` with a non-2xx status (protocol.md §4). */
export class LotteryError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly statusCode = 400,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const unknownGame = (gameId: number) =>
  new LotteryError('lottery.game.unknown', `No lottery game ${gameId}`, 404);

/** Content error of the bet at `index` (0-based) of a slip. */
export const badBet = (index: number, errorCode: string, message: string) =>
  new LotteryError(errorCode, `bets[${index}]: ${message}`, 400, { betIndex: index });
