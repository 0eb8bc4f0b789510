import { expect, type Locator, type Page } from '@playwright/test';
import { timeBudget } from './serverEnv';

/**
 * Chromium's own fake camera and microphone, allowed without asking: a class's media is real WebRTC. The camera gives
 * 5 frames a second, its least, not 20: a class of three browsers encodes and decodes every stream in software, and
 * at 20 that starved the rest of the class on CI's two cores (a shown PDF took over 30 s to open). Live video is
 * still proven by frames that keep coming.
 */
export const FAKE_MEDIA_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--use-fake-device-for-media-stream=fps=5',
    '--use-fake-ui-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
};

/** Whether a video element shows decoded frames of a live track, not only that a track is attached. */
async function framesDecoded(video: Locator): Promise<number> {
  return video.evaluate((element) => {
    const v = element as HTMLVideoElement;
    return v.videoWidth > 0 ? v.getVideoPlaybackQuality().totalVideoFrames : 0;
  });
}

/** The class page shows `name`'s live video: frames are decoded, and keep coming. */
export async function expectLiveVideo(page: Page, name: string) {
  const video = page.getByRole('region', { name: 'Videos of the class' }).getByLabel(`Video of ${name}`);
  await expect(video).toBeVisible();
  await expect.poll(() => framesDecoded(video), { timeout: timeBudget(20_000) }).toBeGreaterThan(0);
  const before = await framesDecoded(video);
  // Frames keep coming: the stream is live, not one still picture.
  await expect.poll(() => framesDecoded(video), { timeout: timeBudget(10_000) }).toBeGreaterThan(before);
}

/** Joins the class from the device check, the camera on. */
export async function joinFromDeviceCheck(page: Page) {
  await expect(
    page.getByRole('heading', { name: 'Check your camera, microphone and speakers' }),
  ).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Camera' })).toBeChecked();
  await page.getByRole('button', { name: 'Join the class' }).click();
  await expect(page.getByRole('navigation', { name: 'Class controls' })).toBeVisible();
}
