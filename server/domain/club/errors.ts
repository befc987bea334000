/** A business failure of the club: answered as `success:false` with this code. */
export class ClubError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

export const nothingToClaim = () => new ClubError('rebate.nothing', 'There is no rebate to claim.');

export const belowMinimum = (minimum: number) =>
  new ClubError(
    'rebate.below.minimum',
    `The rebate must be at least ${minimum.toFixed(2)} to claim.`,
  );
