import type * as accountSchemas from '../../../core/schemas/accounts';

type AccountSchemas = typeof accountSchemas;

/**
 * One account schema, loaded when a form is first submitted: the pages a visitor may open first (sign in,
 * registration, a forgotten or reset password) keep zod out of the code they need to render.
 */
export const accountSchema = <Name extends keyof AccountSchemas>(name: Name): Promise<AccountSchemas[Name]> =>
  import('../../../core/schemas/accounts').then((schemas) => schemas[name]);
