/** A body the client cannot use at all: the call fails with ApiError kind 'decode'. */
export class DecodeError extends Error {
  override readonly name = 'DecodeError';
}
