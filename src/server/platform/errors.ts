/** The one error shape: a status that becomes `code`, a message a person can act on, and optional field details. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, fields?: Record<string, string>) => new AppError(400, msg, fields);
export const unauthorized = (msg = 'Please sign in to continue.') => new AppError(401, msg);
export const forbidden = (msg = 'You do not have permission to do this.') => new AppError(403, msg);
export const notFound = (msg = 'Not found.') => new AppError(404, msg);
export const conflict = (msg: string, fields?: Record<string, string>) => new AppError(409, msg, fields);
export const unprocessable = (msg: string, fields?: Record<string, string>) => new AppError(422, msg, fields);
export const tooManyRequests = (msg: string) => new AppError(429, msg);
export const notImplemented = (msg: string) => new AppError(501, msg);
export const serviceUnavailable = (msg: string) => new AppError(503, msg);
export const gatewayTimeout = (msg: string) => new AppError(504, msg);
