import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { courseworkCalls } from '../../../core/contracts/coursework';
import type { Annotation, AnnotationShape } from '../../../core/schemas/annotations';
import { call } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';

/** The teacher's annotations on a piece of work (issue 37); a student's list stays empty until the mark is released. */
export const useAnnotations = (assessmentId: string) =>
  useQuery({
    queryKey: queryKeys.annotations(assessmentId),
    queryFn: () => call(courseworkCalls.annotationList, { assessmentId }),
    select: (reply) => reply.data,
  });

/** Each write saves at once; its answer updates the list kept, and a refusal is said in a toast. */
export function useAnnotationWrites(assessmentId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.annotations(assessmentId);
  const update = (change: (list: Annotation[]) => Annotation[]) =>
    queryClient.setQueryData<{ code: 0; msg: string; data: Annotation[] }>(key, (reply) =>
      reply ? { ...reply, data: change(reply.data) } : reply,
    );
  const refuse = (error: unknown) => toast(errorMessage(error), { tone: 'error' });
  return {
    add: useMutation({
      mutationFn: (input: { fileId: string; page: number; shape: AnnotationShape }) =>
        call(courseworkCalls.addAnnotation, { assessmentId, ...input }),
      onSuccess: ({ data }) => update((list) => [...list, data]),
      onError: refuse,
    }),
    changeText: useMutation({
      mutationFn: (input: { annotationId: string; text: string }) =>
        call(courseworkCalls.changeAnnotation, { assessmentId, ...input }),
      onSuccess: ({ data }) => update((list) => list.map((one) => (one._id === data._id ? data : one))),
      onError: refuse,
    }),
    remove: useMutation({
      mutationFn: (annotationId: string) =>
        call(courseworkCalls.removeAnnotation, { assessmentId, annotationId }),
      onSuccess: (_, annotationId) => update((list) => list.filter((one) => one._id !== annotationId)),
      onError: refuse,
    }),
  };
}
