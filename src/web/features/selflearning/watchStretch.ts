import { SELF_LEARNING } from '../../../core/constants';

/** A stretch of a video played without a jump, in seconds of the video. */
export interface Stretch {
  from: number;
  to: number;
}

/**
 * The stretches a student really watched (issue 39), told apart from jumps: the player reports its position as it
 * plays (`played`), and says when the student seeks or playback stops (`broke`). A position behind the last one, or
 * further ahead than the fastest playback rate can reach in the wall time since (plus a second of timer slack), is a
 * jump the player did not announce: it ends the stretch too. `take` hands over what was watched since it last did,
 * for a report, and goes on from there; a seek hands over the stretch before it and adds nothing for the skip.
 */
export class StretchTracker {
  private from: number | null = null;
  private to = 0;
  private at = 0;
  private finished: Stretch[] = [];

  /** The player stands at `position` (seconds) while playing, at wall time `nowMs`. */
  played(position: number, nowMs: number): void {
    if (this.from !== null) {
      const reachable = ((nowMs - this.at) / 1000) * SELF_LEARNING.fastestPlaybackRate + 1;
      if (position >= this.to && position - this.to <= reachable) {
        this.to = position;
        this.at = nowMs;
        return;
      }
      this.close();
    }
    this.from = position;
    this.to = position;
    this.at = nowMs;
  }

  /** Playback stopped or jumped (pause, end, seek): the stretch so far is finished; the next starts afresh. */
  broke(): void {
    this.close();
  }

  /** The stretches watched since the last take, in order; the current one goes on from where it stands. */
  take(): Stretch[] {
    const taken = this.finished;
    this.finished = [];
    if (this.from !== null && this.to > this.from) {
      taken.push({ from: this.from, to: this.to });
      this.from = this.to;
    }
    return taken;
  }

  private close() {
    if (this.from !== null && this.to > this.from) this.finished.push({ from: this.from, to: this.to });
    this.from = null;
  }
}
