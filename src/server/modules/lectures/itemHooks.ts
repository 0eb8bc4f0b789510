import { roomsClose, usersLeave } from '../../realtime/liveEvents';
import { lectureRoom } from '../../realtime/rooms';
import { studentIdsOf } from '../courses/courseStudents';
import { baseItemHooks, type ItemKindHooks } from '../courses/itemKindHooks';

/**
 * A lecture's room carries its live chat (livechat/access.ts): a removed lecture closes it, and a lecture hidden
 * from students closes it to them. Its content (the video room, attendance) comes with the lectures area.
 */
export const lectureHooks: ItemKindHooks = {
  ...baseItemHooks,
  async removed(tx, item) {
    tx.afterCommit(roomsClose([lectureRoom(item.id)]));
  },
  async hiddenFromStudents(tx, item) {
    tx.afterCommit(usersLeave(await studentIdsOf(tx, item.courseId), [lectureRoom(item.id)]));
  },
};
