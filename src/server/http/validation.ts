import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { storableInput } from '../../core/schemas/storable';

/**
 * The one validation layer of the HTTP API: every body, query string, path parameter and header schema of every
 * route is compiled here. Before a route's own schema, anything the database could not store is refused with a
 * 400 naming the field, so no handler ever sees it.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: z.pipe(storableInput, route.schema) });
