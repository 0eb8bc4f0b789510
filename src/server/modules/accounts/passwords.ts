import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { type PasswordOwner, passwordProblem } from '../../../core/rules/passwordStrength';
import { badRequest } from '../../platform/errors';

/** OWASP's argon2id parameters (DESIGN §1). Algorithm is a const enum the isolated build cannot read: 2 = Argon2id. */
const ARGON2ID_OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check when no account matched, so timing does not reveal which names exist. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('no-account-has-this-password');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Refuses a weak new password with the reason under the form field it came from. */
export function assertAcceptablePassword(password: string, owner: PasswordOwner, field = 'password') {
  const problem = passwordProblem(password, owner);
  if (problem) throw badRequest(problem, { [field]: problem });
}
