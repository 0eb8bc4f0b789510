import { useState } from 'react';
import type { Question } from '../../../core/schemas/assessments';
import { newDraftId } from '../../components/forms/draftId';
import { type DraftQuestion, draftsOf, snapshotOf } from './questionDraft';

/**
 * The question editor's state: the drafts, whether they differ from what is saved, and `version`, which changes
 * whenever the drafts are replaced wholesale (the saved list taken in, changes undone) so that each question's
 * editor starts again from its draft. A new saved list (after a save or an import) is taken in only while there
 * is nothing unsaved: the teacher's changes are never overwritten.
 */
export function useQuestionDrafts(saved: readonly Question[]) {
  const [drafts, setDrafts] = useState<DraftQuestion[]>(() => draftsOf(saved, newDraftId));
  // What the drafts are compared with: the saved list, or what was last sent while its reply is awaited.
  const [baseline, setBaseline] = useState(() => snapshotOf(drafts));
  const [seen, setSeen] = useState(saved);
  const [version, setVersion] = useState(0);
  const dirty = snapshotOf(drafts) !== baseline;

  const takeIn = (questions: readonly Question[]) => {
    const next = draftsOf(questions, newDraftId);
    setDrafts(next);
    setBaseline(snapshotOf(next));
    setVersion((current) => current + 1);
  };

  if (seen !== saved) {
    setSeen(saved);
    if (!dirty) takeIn(saved);
  }

  return {
    drafts,
    setDrafts,
    dirty,
    version,
    /** Back to the saved questions. */
    undo: () => takeIn(saved),
    /** These drafts were sent and saved: nothing is unsaved until the next change. */
    sent: (sentDrafts: readonly DraftQuestion[]) => setBaseline(snapshotOf(sentDrafts)),
  };
}
