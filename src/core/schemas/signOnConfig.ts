import { z } from 'zod';
import { samlSettingsComplete, samlSettingsShape } from './samlConfig';

/**
 * The single sign-on providers a school configures (SSO_PROVIDERS, a JSON array; docs/operations.md). Each has an id
 * (in its addresses), a name (the button reads "Sign in with <name>"), a protocol with that protocol's settings, and
 * how its claims decide the role of an account it creates.
 */
const values = z.array(z.string().min(1)).default([]);

/**
 * Which claim (or SAML attribute) decides the role: a value in teacherValues makes a teacher, in studentValues a
 * student; a value of adminClaim (the same claim unless named) in adminValues makes an administrator (a teacher
 * with the admin flag, SPEC §6). Without a match the default role applies, and a teacher by default waits for an
 * administrator's approval like a self-registered one.
 */
export const roleMappingSchema = z.strictObject({
  claim: z.string().min(1).optional(),
  teacherValues: values,
  studentValues: values,
  adminClaim: z.string().min(1).optional(),
  adminValues: values,
  defaultRole: z.enum(['teacher', 'student']).default('student'),
});
export type RoleMapping = z.infer<typeof roleMappingSchema>;

export const providerBaseShape = {
  id: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9-]{0,39}$/,
      'must be 1 to 40 lower-case letters, digits or dashes (such as school)',
    ),
  name: z.string().trim().min(1).max(60),
  /** The claim that names the user (their username); absent: the local part of the email address. */
  usernameClaim: z.string().min(1).optional(),
  roles: roleMappingSchema.prefault({}),
};

export const oidcProviderSchema = z.strictObject({
  ...providerBaseShape,
  protocol: z.literal('oidc'),
  /** The issuer; its /.well-known/openid-configuration is discovered at the first sign-in. */
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1).optional(),
  scopes: z.string().min(1).default('openid email profile'),
  /** Read the claims from the userinfo endpoint as well as the id_token. */
  userinfo: z.boolean().default(false),
  /** Plain http to the issuer: for a provider on the same machine in development and tests only. */
  allowInsecureRequests: z.boolean().default(false),
});
export type OidcProviderConfig = z.infer<typeof oidcProviderSchema>;

/** A SAML 2.0 identity provider (/loginIDQ): its settings are in samlConfig.ts. */
export const samlProviderSchema = z
  .strictObject({ ...providerBaseShape, protocol: z.literal('saml'), ...samlSettingsShape })
  .check((context) => {
    const problem = samlSettingsComplete(context.value);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: context.value });
  });
export type SamlProviderConfig = z.infer<typeof samlProviderSchema>;

/** One provider of any protocol; a protocol adds its schema to this union. */
export const signOnProviderConfigSchema = z.discriminatedUnion('protocol', [
  oidcProviderSchema,
  samlProviderSchema,
]);
export type SignOnProviderConfig = z.infer<typeof signOnProviderConfigSchema>;

export const signOnProvidersConfigSchema = z
  .array(signOnProviderConfigSchema)
  .refine(
    (providers) => new Set(providers.map((p) => p.id)).size === providers.length,
    'gives two providers the same id',
  );
