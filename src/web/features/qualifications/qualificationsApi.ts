import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../core/contracts/contract';
import { cvqCalls, portfolioCalls } from '../../../core/contracts/qualifications';
import { REALTIME_EVENTS } from '../../../core/schemas/realtimeNames';
import { call, download } from '../../api/call';
import { queryKeys } from '../../api/queryKeys';
import { useSocketEvent } from '../../api/useSocket';
import { saveBlob } from '../../components/saveBlob';

/** Issue 35: the qualification and portfolio calls, through their contracts. Each throws ApiError on a failure. */

export const useCvqStructure = (cvqId: string | null) =>
  useQuery({
    queryKey: queryKeys.cvqStructure(cvqId ?? ''),
    queryFn: () => call(cvqCalls.structure, { cvqId: cvqId! }),
    select: (reply) => reply.data,
    enabled: Boolean(cvqId),
  });

/** A write to a qualification's structure; the structure reads again after it. */
export function useStructureWrite<K extends 'saveUnit' | 'removeUnit' | 'saveOutcome' | 'removeOutcome'>(
  kind: K,
  cvqId: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<(typeof cvqCalls)[K]>) =>
      call(
        cvqCalls[kind] as (typeof cvqCalls)['saveUnit'],
        input as CallInput<(typeof cvqCalls)['saveUnit']>,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.cvqStructure(cvqId) }),
  });
}

export const previewStructureImport = (cvqId: string, csv: string) =>
  call(cvqCalls.importPreview, { cvqId, csv });
export const commitStructureImport = (cvqId: string, csv: string) =>
  call(cvqCalls.importCommit, { cvqId, csv });

export const usePortfolioList = (userId: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.portfolioList(userId),
    queryFn: () => call(portfolioCalls.list, { userId }),
    select: (reply) => reply.data,
    enabled,
  });

export const useTaughtPortfolios = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.portfoliosTaught(),
    queryFn: () => call(portfolioCalls.taught),
    select: (reply) => reply.data,
    enabled,
  });

/** The portfolio with its evidence and history, and its qualification's units with the student's verdicts. */
export function usePortfolio(portfolioId: string) {
  const details = useQuery({
    queryKey: [...queryKeys.portfolio(portfolioId), 'details'],
    queryFn: () => call(portfolioCalls.details, { portfolioId }),
    select: (reply) => reply.data,
  });
  const structure = useQuery({
    queryKey: [...queryKeys.portfolio(portfolioId), 'cvq'],
    queryFn: () => call(portfolioCalls.cvqDetails, { portfolioId }),
    select: (reply) => reply.data,
  });
  return { details, structure };
}

export const useGradedWork = (portfolioId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.portfolioGradedWork(portfolioId),
    queryFn: () => call(portfolioCalls.gradedWork, { portfolioId }),
    select: (reply) => reply.data,
    enabled,
  });

/** A write about portfolios; every portfolio read (lists, the page, the summary) reads again after it. */
export function usePortfolioWrite<K extends 'open' | 'addEvidence' | 'removeEvidence' | 'assess' | 'certify'>(
  kind: K,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<(typeof portfolioCalls)[K]>) =>
      call(
        portfolioCalls[kind] as (typeof portfolioCalls)['open'],
        input as CallInput<(typeof portfolioCalls)['open']>,
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.portfolios() }),
  });
}

/** A teacher assessed or certified: the student's portfolio pages read again (`portfolio` in their room). */
export function useLivePortfolios() {
  const queryClient = useQueryClient();
  useSocketEvent(
    REALTIME_EVENTS.portfolio,
    () => void queryClient.invalidateQueries({ queryKey: queryKeys.portfolios() }),
  );
}

export async function downloadPortfolioPdf(portfolioId: string) {
  const file = await download(portfolioCalls.pdf, { portfolioId });
  saveBlob(file.blob, file.fileName ?? 'portfolio.pdf');
}

export const usePortfolioSummary = (courseId: string | null) =>
  useQuery({
    queryKey: queryKeys.portfolioSummary(courseId ?? ''),
    queryFn: () => call(portfolioCalls.summary, { courseId: courseId! }),
    select: (reply) => reply.data,
    enabled: Boolean(courseId),
  });

export const usePersonalDescription = (userName: string) =>
  useQuery({
    queryKey: queryKeys.personalDescription(userName),
    queryFn: () => call(portfolioCalls.personalDescription, { userName }),
    select: (reply) => reply.data,
  });

export function useSavePersonalDescription(userName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => call(portfolioCalls.savePersonalDescription, { text }),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.personalDescription(userName) }),
  });
}
