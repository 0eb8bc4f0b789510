/**
 * What a refused or missing camera or microphone means for the person, from the DOMException getUserMedia throws
 * (its `name`), worded so they know what to do next.
 */
export function deviceProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'Your browser was not allowed to use the camera and microphone. Allow them for this site (the camera icon in the address bar) and try again, or join without them.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No camera or microphone was found. Plug one in and try again, or join without them.';
    case 'NotReadableError':
    case 'AbortError':
      return 'The camera or microphone is busy in another program. Close it there and try again, or join without them.';
    case 'TypeError':
      return 'This page needs a secure connection (https) to use the camera and microphone. You can join without them.';
    default:
      return 'The camera and microphone could not be started. Try again, or join without them.';
  }
}

/** Said when the person stopped waiting for devices that did not answer (DEVICE_ANSWER_WAIT_MS). */
export const DEVICES_NOT_ANSWERING =
  'Your camera and microphone did not answer. If your browser asks whether this site may use them, allow them and try again, or join without them.';
