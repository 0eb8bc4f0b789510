import { useEffect, useRef } from 'react';
import { toast } from '../../components/toast';
import type { LocalMedia } from './useLocalMedia';

/**
 * A student in a class grown past what a mesh carries (core/rules/classMedia.ts) sees and hears the teacher only:
 * their camera and microphone go off once as it happens, and they are told; they turn the microphone on to speak.
 */
export function useTeacherOnlyClass(active: boolean, media: Pick<LocalMedia, 'setCamera' | 'setMic'>) {
  const told = useRef(false);
  const { setCamera, setMic } = media;
  useEffect(() => {
    if (!active) {
      told.current = false;
      return;
    }
    if (told.current) return;
    told.current = true;
    setCamera(false);
    setMic(false);
    toast('This class is large: you see and hear the teacher. Turn your microphone on to speak.');
  }, [active, setCamera, setMic]);
}
