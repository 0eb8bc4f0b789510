import { defineItemKind } from './definition';

/**
 * Modules a student works through alone. SPEC §7 spells its type id selflearning; it is not on the calendar. A
 * student opens it through a progress record (/SelfLearningView/.../{sl_statusId}) that its Open begins,
 * so no page opens from the item alone.
 */
export const selfLearning = defineItemKind({
  typeId: 'selflearning',
  labels: { one: 'Self-learning unit', many: 'Self-learning units' },
  meetsLive: false,
  hasDuration: false,
  visibility: 'published',
  openLabel: 'Open',
  newItemSpan: 'week',
  calendar: null,
  routes: {
    teacherList: '/selflearninglist/:courseId',
    teacherEdit: '/SelfLearningEdit/:courseId/:selflearningId',
    student: null,
  },
});
