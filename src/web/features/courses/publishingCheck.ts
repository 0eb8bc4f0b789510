import { currentItemCalls } from '../../../core/contracts/courseItems';
import {
  ITEM_KIND_DEFINITIONS,
  type ItemKind,
  isAssessmentKind,
  kindWithArticle,
} from '../../../core/itemKinds';
import type { CourseItem } from '../../../core/schemas/courseItems';
import { call } from '../../api/call';
import { confirm } from '../../components/ConfirmDialog';

/**
 * The questions a saved test or exam has (getCurrent counts them, never sends them); a new one has none. When the
 * count cannot be read, the save goes ahead unasked: the server says what is wrong with it, if anything.
 */
async function questionCountOf(kind: ItemKind, item: CourseItem | undefined): Promise<number | null> {
  if (!item) return 0;
  try {
    const reply = await call(currentItemCalls[kind], { refId: item._id });
    return (reply.data as { questionCount?: number }).questionCount ?? null;
  } catch {
    return null;
  }
}

/**
 * Issue 37: publishing a test or an exam that has no questions yet asks first, since its students would find it
 * with nothing to start. Publishing stays allowed. Whether the save goes ahead.
 */
export async function publishingGoesAhead(
  kind: ItemKind,
  item: CourseItem | undefined,
  publish: boolean,
): Promise<boolean> {
  if (!publish || item?.active || !isAssessmentKind(kind)) return true;
  if ((await questionCountOf(kind, item)) !== 0) return true;
  const label = ITEM_KIND_DEFINITIONS[kind].labels.one.toLowerCase();
  const answer = await confirm({
    title: `Publish ${kindWithArticle(kind)} with no questions?`,
    message: `This ${label} has no questions yet. Its students will see it marked "Not ready yet", with nothing to start, until you add them.`,
    confirmLabel: 'Publish anyway',
    cancelLabel: 'Not yet',
  });
  return answer.code === 0;
}
