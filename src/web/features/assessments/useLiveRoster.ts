import type { AssessmentKind } from '../../../core/itemKinds';
import { queryKeys } from '../../api/queryKeys';
import { useRoster } from './assessmentsApi';
import { useSittingFeed } from './useSittingFeed';

/** The proctor's roster of one test or exam, kept live (issue 15), and whether it is following the sitting. */
export function useLiveRoster(kind: AssessmentKind, courseId: string, itemId: string) {
  const roster = useRoster(kind, courseId, itemId);
  const live = useSittingFeed(itemId, queryKeys.assessmentRoster(courseId, kind, itemId));
  return { roster, live };
}
