import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldMessages, fieldsSummary } from '../../core/schemas/issueMessages';
import { AppError } from '../platform/errors';

const SAFE_CLIENT_MESSAGES: Record<number, string> = {
  400: 'The request could not be read.',
  401: 'Please sign in to continue.',
  403: 'You do not have permission to do this.',
  404: 'Not found.',
  413: 'The request is too large.',
  415: 'This content type is not accepted.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/** Turns every thrown error into the one reply shape; nothing internal (stack, SQL, path) reaches the client. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ code: error.status, msg: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').slice(1).filter(Boolean),
        message: issue.message ?? 'This value is not accepted.',
      }));
      const fields = fieldMessages(issues, error.validationContext ?? 'body');
      return reply.status(400).send({ code: 400, msg: fieldsSummary(fields), fields });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const msg =
        status === 429
          ? error.message || SAFE_CLIENT_MESSAGES[429]!
          : (SAFE_CLIENT_MESSAGES[status] ?? 'The request was not accepted.');
      return reply.status(status).send({ code: status, msg });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: 'Something went wrong on our side. Please try again.' });
  });
}

/**
 * The Fastify `frameworkErrors` option: the router refuses a malformed address (bad percent-encoding) or an
 * over-long path parameter before any route or error handler runs; this gives those refusals the one shape too.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 400;
  const msg =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'This address is too long.' : 'This address is not valid.';
  return reply.status(status).send({ code: status, msg });
}
