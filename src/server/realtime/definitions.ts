import type { Socket } from 'socket.io';
import type { z } from 'zod';
import type { AccessRule } from '../../core/contracts/access';
import type { RealtimeAck } from '../../core/schemas/realtime';
import type { AuthUser } from '../platform/actor';
import type { ServiceContext } from '../platform/context';

/** Who is asking, on which connection, and the service context: what a publication or a method decides with. */
export interface RealtimeCaller {
  ctx: ServiceContext;
  user: AuthUser;
  socket: Socket;
}

/**
 * One publication of the SPEC §7 protocol: the options it takes, the room a join enters, who may join, and what
 * data sent to it does. Areas add their own with `app.realtime.addPublication` (the built-in ones are in
 * roomPolicy.ts).
 */
export interface Publication<Options> {
  options: z.ZodType<Options>;
  room(options: Options, user: AuthUser): string;
  /**
   * Who may join, as data (core/contracts/access.ts), decided like an HTTP call's rule; a relation reads its id
   * from the options (`inOptions`). A rule open before approval lets a waiting teacher join (approvalGate.ts).
   */
  access: AccessRule;
  /** A further check of an area's own, made after the access rule allowed the join. */
  mayJoin?(caller: RealtimeCaller, options: Options): Promise<boolean>;
  /** Runs once a socket is in the room (issue 37: a student's sitting page came). */
  onJoined?(caller: RealtimeCaller, options: Options, room: string): Promise<void>;
  /** Runs once a socket that joined has left the room, by a leave or by disconnecting. */
  onLeft?(caller: RealtimeCaller, options: Options, room: string): Promise<void>;
  /** Handles a `data` publish; a publication without it refuses data with 400. */
  onData?(caller: RealtimeCaller, options: Options, data: Record<string, unknown>): Promise<RealtimeAck>;
}

/**
 * One method of the SPEC §7 protocol. `run` returns the reply's `data`; it throws an AppError (errors.ts) to answer
 * with that error's code and message instead.
 */
export interface RealtimeMethod<Params> {
  params: z.ZodType<Params>;
  run(caller: RealtimeCaller, params: Params): Promise<unknown>;
}

/** Where publications are added: the realtime server (server.ts). */
export interface PublicationHost {
  /** Adds a publication clients may join (see roomPolicy.ts for the built-in ones). */
  addPublication<Options>(name: string, publication: Publication<Options>): void;
}
