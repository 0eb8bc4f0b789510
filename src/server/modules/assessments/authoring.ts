import { count, eq } from 'drizzle-orm';
import type { Authoring } from '../../../core/schemas/assessments';
import type { Db } from '../../db/client';
import { attempts } from '../../db/schema';
import { loadAccommodations } from './accommodations';
import { loadQuestions } from './questions';
import { loadAssessmentSettings } from './settings';

/** GET /api/v1/{test|exam}/getQuestions/{refId}: the teacher's whole view of a test, keys included. */
export async function authoringView(db: Db, itemId: string): Promise<Authoring> {
  const [started] = await db.select({ count: count() }).from(attempts).where(eq(attempts.itemId, itemId));
  return {
    settings: await loadAssessmentSettings(db, itemId),
    questions: await loadQuestions(db, itemId),
    accommodations: await loadAccommodations(db, itemId),
    attemptCount: started?.count ?? 0,
  };
}
