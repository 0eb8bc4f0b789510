import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTE_AUTOSAVE_DELAY_MS } from '../../../core/constants';
import { errorMessage } from '../../components/PageStates';

export type AutosaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: string }
  | { state: 'failed'; message: string };

/** Saves one text; `leaving` when the page is going away. Resolves with when it was saved. */
type Save = (text: string, leaving: boolean) => Promise<{ updatedAt: string | null }>;

/**
 * Saves a text a while after typing stops, and at once when the page is left (another page of the app, a reload,
 * a closed tab). One save at a time, the newest text next, so an older save can never land after a newer one. A
 * failed save keeps nothing from the person: the text stays in their box and is sent again with the next change;
 * leaving the page while text is not stored asks the browser to warn them.
 */
export function useAutosave(save: Save) {
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'idle' });
  const saveRef = useRef(save);
  const waiting = useRef<string | null>(null);
  const sending = useRef(false);
  const failed = useRef(false);
  const leaving = useRef(false);

  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const sendNext = useCallback(async (): Promise<void> => {
    if (sending.current || waiting.current === null) return;
    const text = waiting.current;
    waiting.current = null;
    sending.current = true;
    setStatus({ state: 'saving' });
    try {
      const { updatedAt } = await saveRef.current(text, leaving.current);
      failed.current = false;
      if (waiting.current === null && updatedAt) setStatus({ state: 'saved', at: updatedAt });
    } catch (error) {
      failed.current = true;
      if (waiting.current === null) setStatus({ state: 'failed', message: errorMessage(error) });
    } finally {
      sending.current = false;
    }
    return sendNext();
  }, []);

  const later = useDebouncedCallback(() => void sendNext(), {
    delay: NOTE_AUTOSAVE_DELAY_MS,
    flushOnUnmount: true,
  });

  useEffect(() => {
    // The save's request is made before flush returns, so only it is marked as outliving the page.
    const flushAsLeaving = () => {
      leaving.current = true;
      later.flush();
      leaving.current = false;
    };
    // Text still waiting behind a save in flight, or whose save failed, is not stored yet: the browser warns.
    const warnIfUnsaved = (event: BeforeUnloadEvent) => {
      flushAsLeaving();
      if (waiting.current !== null || (failed.current && !sending.current)) event.preventDefault();
    };
    // A phone may close a tab in the background without an unload event: hiding it is the last sure moment.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushAsLeaving();
    };
    window.addEventListener('beforeunload', warnIfUnsaved);
    window.addEventListener('pagehide', flushAsLeaving);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('beforeunload', warnIfUnsaved);
      window.removeEventListener('pagehide', flushAsLeaving);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [later]);

  const change = useCallback(
    (text: string) => {
      waiting.current = text;
      later();
    },
    [later],
  );

  return { status, change };
}
