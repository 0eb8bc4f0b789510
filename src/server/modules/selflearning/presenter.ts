import { watchedPercent } from '../../../core/rules/watchedTime';
import type { ProgressLine, SlStatus } from '../../../core/schemas/selfLearning';
import type { SlProgressRow, SlStatusRow } from '../../db/schema';

/** The shapes of a student's status and progress on the wire (issue 39): never a test's answers or the SCORM data. */

export const presentStatus = (status: SlStatusRow): SlStatus => ({
  _id: status.id,
  selflearningId: status.itemId,
  userId: status.userId,
  startedAt: status.startedAt.toISOString(),
  completedAt: status.completedAt?.toISOString() ?? null,
  lastActivityAt: status.lastActivityAt.toISOString(),
});

export const presentProgress = (row: SlProgressRow): ProgressLine => ({
  _id: row.id,
  statusId: row.statusId,
  moduleId: row.moduleId,
  userId: row.userId,
  state: row.state,
  watched: row.watched,
  watchedSeconds: row.watchedSeconds,
  mediaSeconds: row.mediaSeconds,
  watchedPercent: watchedPercent(row.watchedSeconds, row.mediaSeconds),
  resumeAt: row.resumeAt,
  reachedEnd: row.reachedEnd,
  testPercent: row.testPercent,
  testedAt: row.testedAt?.toISOString() ?? null,
  scorePercent: row.scorePercent,
  timeSpentSeconds: row.timeSpentSeconds,
  lastReportAt: row.lastReportAt?.toISOString() ?? null,
  completedAt: row.completedAt?.toISOString() ?? null,
});
