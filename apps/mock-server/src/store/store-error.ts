/** A refusal the client can act on: becomes a 4xx with this message, in the operation's error shape. */
export class StoreError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 415,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}
