// The error every data source of the app throws for an answer that is not 2xx, from the server or a static export.

/** An API answer that was not 2xx: its status and the server's `{ error }` message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
