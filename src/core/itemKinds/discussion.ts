import { defineItemKind } from './definition';

/** A live discussion; students can still join for its duration after the end (core/rules/buttonState). */
export const discussion = defineItemKind({
  typeId: 'discussion',
  labels: { one: 'Discussion', many: 'Discussions' },
  meetsLive: true,
  hasDuration: true,
  visibility: 'published',
  openLabel: 'Join',
  newItemSpan: 'hour',
  calendar: { category: 'discussion', panelList: 'discussions' },
  routes: {
    teacherList: '/listdiscussion/:courseId',
    teacherEdit: '/editdiscussion/:courseId/:discussionId',
    student: '/joindiscussion/:courseId/:discussionId',
  },
});
