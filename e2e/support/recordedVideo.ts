import type { Page } from '@playwright/test';

/**
 * A short WebM video the browser itself records from a painted canvas: a file a <video> can really decode, which
 * the hand-made sample MP4 (only its first box) is not. No video tool is needed on the machine.
 */
export async function recordedWebm(page: Page, milliseconds = 600): Promise<Buffer> {
  const bytes = await page.evaluate(async (lasts) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const painter = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    const started = performance.now();
    const paint = () => {
      const elapsed = performance.now() - started;
      painter.fillStyle = `hsl(${Math.round(elapsed / 3) % 360} 70% 50%)`;
      painter.fillRect(0, 0, canvas.width, canvas.height);
      if (elapsed < lasts) setTimeout(paint, 40);
      else recorder.stop();
    };
    recorder.start();
    paint();
    await stopped;
    return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
  }, milliseconds);
  return Buffer.from(bytes);
}
