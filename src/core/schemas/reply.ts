import { z } from 'zod';

/** The success envelope of DESIGN §3 as a schema: `code: 0`, `msg`, and the named fields. */
export function okReply<T extends z.ZodRawShape>(shape: T) {
  return z.object({ code: z.literal(0), msg: z.string(), ...shape });
}

/** A success that carries nothing but its message. */
export const messageReply = okReply({});
