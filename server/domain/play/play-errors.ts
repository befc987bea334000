/** A refused demo-game request: `errorCode` and the HTTP status the demo API answers. */
export class PlayError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export const ticketInvalid = () =>
  new PlayError(
    'ticket.invalid',
    'The game ticket is invalid or expired: launch the game again.',
    401,
  );
