import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { LIVE_CLASS } from '../src/core/constants';
import { ratio } from './measure';

/**
 * Where a live class's mesh breaks on this machine (issue 16). In a mesh of n people each one encodes its picture
 * once per other person and decodes everyone else's: one Chromium page (Debian's, with its fake camera at 640×360)
 * sends its camera to `others` loopback peer connections and receives theirs, as one participant of a mesh does, and
 * the bench reads WebRTC's own statistics over a few seconds: the frames a second each connection carries, what it
 * sends, and why the encoder held back (`qualityLimitationReason`). The baseline is the same page with one other
 * person, measured in the same run. The teacher's upload is what it sends in all.
 */

const OTHERS = [1, 2, 3, 4, 5, 7, 9] as const;
/** WebRTC's bandwidth estimate climbs for the first seconds of a call: measured once it has. */
const WARM_MS = 10_000;
const MEASURE_MS = 5000;
/** A class is carried while each connection keeps this share of a pair's frames and the upload fits its budget. */
const KEPT_FRAMES = 0.9;

interface Round {
  others: number;
  fps: number;
  kbps: number;
  uploadKbps: number;
  limitedBy: string;
}

const PAGE = `<!doctype html><meta charset="utf-8"><title>mesh</title><body><script>
window.measure = async (others, warmMs, measureMs) => {
  const camera = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 360 }, audio: true });
  const pairs = [];
  for (let i = 0; i < others; i += 1) {
    const send = new RTCPeerConnection();
    const receive = new RTCPeerConnection();
    send.onicecandidate = (e) => e.candidate && receive.addIceCandidate(e.candidate);
    receive.onicecandidate = (e) => e.candidate && send.addIceCandidate(e.candidate);
    // The other person's picture comes back the other way, and is decoded and shown as in a class.
    receive.ontrack = (e) => {
      const video = document.createElement('video');
      video.muted = true;
      video.autoplay = true;
      video.srcObject = e.streams[0];
      document.body.append(video);
    };
    for (const track of camera.getTracks()) send.addTrack(track, camera);
    await send.setLocalDescription(await send.createOffer());
    await receive.setRemoteDescription(send.localDescription);
    await receive.setLocalDescription(await receive.createAnswer());
    await send.setRemoteDescription(receive.localDescription);
    pairs.push({ send, receive });
  }
  const outbound = async () => {
    const lines = [];
    for (const { send } of pairs)
      for (const report of (await send.getStats()).values())
        if (report.type === 'outbound-rtp' && report.kind === 'video') lines.push(report);
    return lines;
  };
  await new Promise((r) => setTimeout(r, warmMs));
  const before = await outbound();
  await new Promise((r) => setTimeout(r, measureMs));
  const after = await outbound();
  const seconds = measureMs / 1000;
  const reasons = {};
  const lines = after.map((line, i) => {
    reasons[line.qualityLimitationReason] = (reasons[line.qualityLimitationReason] ?? 0) + 1;
    return {
      fps: (line.framesEncoded - before[i].framesEncoded) / seconds,
      kbps: ((line.bytesSent - before[i].bytesSent) * 8) / 1000 / seconds,
    };
  });
  for (const { send, receive } of pairs) { send.close(); receive.close(); }
  for (const track of camera.getTracks()) track.stop();
  document.querySelectorAll('video').forEach((v) => v.remove());
  return { lines, reasons };
};
</script>`;

export async function benchMeshLimit(): Promise<void> {
  // getUserMedia needs a secure context: a page of 127.0.0.1 is one.
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(PAGE);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const rounds: Round[] = [];
    for (const others of OTHERS) {
      const { lines, reasons } = await page.evaluate(
        ([n, warm, measure]) =>
          (
            window as unknown as {
              measure(
                n: number,
                w: number,
                m: number,
              ): Promise<{
                lines: { fps: number; kbps: number }[];
                reasons: Record<string, number>;
              }>;
            }
          ).measure(n, warm, measure),
        [others, WARM_MS, MEASURE_MS] as const,
      );
      const mean = (pick: (line: { fps: number; kbps: number }) => number) =>
        lines.reduce((sum, line) => sum + pick(line), 0) / lines.length;
      rounds.push({
        others,
        fps: mean((line) => line.fps),
        kbps: mean((line) => line.kbps),
        uploadKbps: lines.reduce((sum, line) => sum + line.kbps, 0),
        limitedBy: Object.entries(reasons)
          .map(([reason, count]) => `${reason} ${count}`)
          .join(', '),
      });
    }
    const [alone] = rounds;
    console.log(
      `-- one mesh participant sending its camera (640×360) to n others and receiving theirs; ${MEASURE_MS / 1000} s each`,
    );
    for (const round of rounds)
      console.log(
        `  ${String(round.others + 1).padStart(2)} in the class: ${round.fps.toFixed(1)} frames/s and ${round.kbps.toFixed(0)} kbit/s a connection (${ratio(round.fps, alone!.fps)} of a pair's frames), upload ${round.uploadKbps.toFixed(0)} kbit/s; encoder held back by: ${round.limitedBy}`,
      );
    const carried = rounds.filter(
      (round) => round.fps >= KEPT_FRAMES * alone!.fps && round.uploadKbps <= LIVE_CLASS.teacherUploadKbps,
    );
    console.log(
      `  carried here (each connection at ${KEPT_FRAMES} of a pair's frames or more, upload within ${LIVE_CLASS.teacherUploadKbps} kbit/s): up to ${(carried.at(-1)?.others ?? 0) + 1} people; the app keeps a mesh up to ${LIVE_CLASS.meshMaxParticipants} (LIVE_CLASS.meshMaxParticipants), then the teacher's picture only`,
    );
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
