import { ITEM_KIND_DEFINITIONS } from '../../../core/itemKinds';
import type { CourseItem } from '../../../core/schemas/courseItems';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { CourseItemRow, CourseRow } from '../../db/schema';
import type { AuthUser } from '../../platform/actor';
import type { Tx } from '../../platform/transaction';
import type { ItemAccess } from './policy';
import { presentItem } from './presenter';

export type ItemNews = 'new' | 'changed' | 'removed';

/**
 * What the generic item code asks of a kind (DESIGN §2): every kind's items share `course_items`, and a kind
 * that keeps more (questions, files, modules) keeps it in tables of its own module and answers these. The
 * generic code does the shared part first (checks access, writes the shared row, records the history entry),
 * then calls the hook in the same transaction. `Content` is what the kind's `getCurrent` adds to the item
 * (`ItemContent` of its core definition).
 */
export interface ItemKindHooks<Content = Record<never, never>> {
  /**
   * `/api/v1/{typeId}/getCurrent/{refId}`: the item with its content, once the caller may read it. `config` gives
   * what the content names from the server's configuration (a lecture's room carries the support address).
   */
  current(
    db: Db,
    access: ItemAccess,
    caller: AuthUser,
    config: Pick<Config, 'supportEmail'>,
  ): Promise<CourseItem & Content>;
  /**
   * A template's item has been copied into a new course as `copy`, its dates moved by `shiftMs`: copy what the
   * kind keeps beside it.
   */
  copyFromTemplate(tx: Tx, template: CourseItemRow, copy: CourseItemRow, shiftMs: number): Promise<void>;
  /**
   * What the deleted history keeps of the kind's content beside the item's row (as `content`), when the item or
   * its course is removed; undefined when there is nothing.
   */
  removalSnapshot(tx: Tx, item: CourseItemRow): Promise<unknown>;
  /** The item has been marked removed at `now` and its course's pages told: what else goes with it. */
  removed(tx: Tx, item: CourseItemRow, now: Date): Promise<void>;
  /** A removed item has been unmarked; `content` is what `removalSnapshot` kept (a JSON copy). */
  restored(tx: Tx, item: CourseItemRow, content: unknown): Promise<void>;
  /** Students could see the item a moment ago and no longer can. */
  hiddenFromStudents(tx: Tx, item: CourseItemRow): Promise<void>;
  /**
   * The item's start or end has just been changed to these (its row is written and locked): throw to refuse the
   * change, which then rolls back (a consult's slots must still hold its bookings).
   */
  timesChanged(tx: Tx, item: CourseItemRow): Promise<void>;
  /** What the course's students are told of news about an item they can see. */
  notification(
    news: ItemNews,
    item: CourseItemRow,
    course: Pick<CourseRow, 'id' | 'name'>,
  ): { title: string; message: string; link: string };
}

const nothing = async () => {};

/**
 * A kind with nothing beyond the shared row: `getCurrent` sends the row, a template's copy of the row is all there
 * is to copy, removing only marks the row, and the news names the kind.
 */
export const baseItemHooks: ItemKindHooks = {
  current: async (_db, { item }) => presentItem(item),
  copyFromTemplate: nothing,
  removalSnapshot: async () => undefined,
  removed: nothing,
  restored: nothing,
  hiddenFromStudents: nothing,
  timesChanged: nothing,
  notification(news, item, course) {
    const { labels } = ITEM_KIND_DEFINITIONS[item.kind];
    const title =
      news === 'new'
        ? `New ${labels.one.toLowerCase()}: ${item.title}`
        : `${news === 'changed' ? 'Changed' : 'Removed'}: ${item.title}`;
    return { title, message: `${labels.one} in ${course.name}`, link: `/viewcourse/${course.id}` };
  },
};
