import { useCallback, useEffect, useRef, useState } from 'react';
import { DEVICES_NOT_ANSWERING, deviceProblem } from './deviceProblem';

export interface LocalMedia {
  /** What the others receive: always one audio and one video track, silent or black when a device is off or absent. */
  stream: MediaStream | null;
  /** The camera's own stream, for the person's preview (null without a camera). */
  preview: MediaStream | null;
  /** Why the devices could not be started, for the person; null when they were. */
  problem: string | null;
  starting: boolean;
  micOn: boolean;
  cameraOn: boolean;
  sharingScreen: boolean;
  hasMic: boolean;
  hasCamera: boolean;
  /** Asks for the devices again (after the person allowed them, or plugged one in). */
  retry(): void;
  /** Stops waiting for devices that have not answered: the person goes on without them (and may retry later). */
  goWithout(): void;
  setMic(on: boolean): void;
  setCamera(on: boolean): void;
  /** Starts or stops sharing the screen in place of the camera; resolves false if the person cancelled. */
  toggleScreen(): Promise<boolean>;
  /** The video track to send now (the screen's while sharing). */
  outgoingVideo: MediaStreamTrack | null;
}

/**
 * Silent audio and a black frame: a person without a microphone or camera still sends one track of each, so that
 * every connection of the room offers audio and video and the others' media reaches them (WebRTC's answerer can
 * only send on what the offer carries).
 */
function placeholderTracks(): { audio: MediaStreamTrack; video: MediaStreamTrack; stop(): void } {
  const audioContext = new AudioContext();
  const destination = audioContext.createMediaStreamDestination();
  const canvas = Object.assign(document.createElement('canvas'), { width: 320, height: 180 });
  canvas.getContext('2d')?.fillRect(0, 0, canvas.width, canvas.height);
  const [audio] = destination.stream.getAudioTracks();
  const [video] = canvas.captureStream(1).getVideoTracks();
  if (!audio || !video) throw new Error('This browser cannot make media tracks.');
  return {
    audio,
    video,
    stop: () => {
      audio.stop();
      video.stop();
      void audioContext.close();
    },
  };
}

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/** The person's camera, microphone and screen for a live class, with the controls of the class bar. */
export function useLocalMedia(): LocalMedia {
  const [devices, setDevices] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(true);
  // Each attempt is a new object, so setting one runs the request again even when `ask` is unchanged.
  const [attempt, setAttempt] = useState({ ask: true });
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [screen, setScreen] = useState<MediaStream | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const placeholders = useRef<ReturnType<typeof placeholderTracks> | null>(null);

  useEffect(() => {
    if (!attempt.ask) {
      setDevices(null);
      setProblem(DEVICES_NOT_ANSWERING);
      setStarting(false);
      return;
    }
    let cancelled = false;
    let got: MediaStream | null = null;
    // Devices that answer after the page stopped waiting for them are let go at once: no camera light stays on.
    const ask = async (constraints: MediaStreamConstraints) => {
      const stream = await navigator.mediaDevices.getUserMedia(constraints);
      if (cancelled) stopTracks(stream);
      else got = stream;
      return !cancelled;
    };
    setStarting(true);
    (async () => {
      try {
        if (!(await ask({ audio: true, video: { width: 640, height: 360 } }))) return;
        setDevices(got);
        setProblem(null);
      } catch (error) {
        if (cancelled) return;
        // A microphone alone is still worth having.
        try {
          if (!(await ask({ audio: true }))) return;
          setDevices(got);
        } catch {
          setDevices(null);
        }
        setProblem(deviceProblem(error));
      } finally {
        if (!cancelled) setStarting(false);
      }
    })();
    return () => {
      cancelled = true;
      stopTracks(got);
    };
  }, [attempt]);

  const mic = devices?.getAudioTracks()[0] ?? null;
  const camera = devices?.getVideoTracks()[0] ?? null;
  const screenTrack = screen?.getVideoTracks()[0] ?? null;

  useEffect(() => {
    if (starting) return;
    placeholders.current ??= placeholderTracks();
    const fallback = placeholders.current;
    setStream(new MediaStream([mic ?? fallback.audio, screenTrack ?? camera ?? fallback.video]));
  }, [starting, mic, camera, screenTrack]);

  useEffect(
    () => () => {
      placeholders.current?.stop();
      placeholders.current = null;
    },
    [],
  );

  useEffect(() => {
    if (mic) mic.enabled = micOn;
  }, [mic, micOn]);
  useEffect(() => {
    if (camera) camera.enabled = cameraOn;
  }, [camera, cameraOn]);

  // The browser's own "Stop sharing" ends the track: the camera comes back. Leaving the page stops the share.
  useEffect(() => {
    if (!screenTrack) return;
    const ended = () => setScreen(null);
    screenTrack.addEventListener('ended', ended);
    return () => {
      screenTrack.removeEventListener('ended', ended);
      screenTrack.stop();
    };
  }, [screenTrack]);

  const toggleScreen = useCallback(async () => {
    if (screen) {
      setScreen(null);
      return true;
    }
    try {
      setScreen(await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false }));
      return true;
    } catch {
      return false;
    }
  }, [screen]);

  return {
    stream,
    preview: camera ? devices : null,
    problem,
    starting,
    micOn: Boolean(mic) && micOn,
    cameraOn: Boolean(camera) && cameraOn,
    sharingScreen: Boolean(screen),
    hasMic: Boolean(mic),
    hasCamera: Boolean(camera),
    retry: () => setAttempt({ ask: true }),
    goWithout: () => setAttempt({ ask: false }),
    setMic: setMicOn,
    setCamera: setCameraOn,
    toggleScreen,
    outgoingVideo: stream?.getVideoTracks()[0] ?? null,
  };
}
