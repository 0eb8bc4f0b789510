import { useEffect, useRef } from 'react';
import type { RealtimeAck } from '../../core/schemas/realtimeNames';
import { type EventHandler, onEvent, type PublicationOptions, subscribe } from './socket';

/**
 * Joins a publication while the component is mounted (and across reconnects). Pass null options to join nothing,
 * for example while a page's id is not known yet. Options are compared by value, so an inline object is fine.
 */
export function useSubscription(
  name: string,
  options: PublicationOptions | null,
  onReply?: (ack: RealtimeAck) => void,
) {
  const key = options ? JSON.stringify(options) : null;
  const replyRef = useRef(onReply);
  replyRef.current = onReply;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the options' value.
  useEffect(() => {
    if (!options) return;
    return subscribe(name, options, (ack) => replyRef.current?.(ack));
  }, [name, key]);
}

/** Calls the latest `handler` for every `event` the server sends while the component is mounted. */
export function useSocketEvent(event: string, handler: EventHandler) {
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => onEvent(event, (payload) => handlerRef.current(payload)), [event]);
}
