import { Alert, Button, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { useSession } from '../../platform/session';
import { useReferenceList } from '../reference/referenceApi';
import { PortfolioTable } from './PortfolioTable';
import {
  useLivePortfolios,
  usePortfolioList,
  usePortfolioWrite,
  useTaughtPortfolios,
} from './qualificationsApi';

/** A student opens their own portfolio towards a qualification they have none for yet. */
function OpenPortfolio({ userId, taken }: { userId: string; taken: ReadonlySet<string> }) {
  const cvqs = useReferenceList('cvq');
  const open = usePortfolioWrite('open');
  const navigate = useNavigate();
  const [cvqId, setCvqId] = useState<string | null>(null);
  const choices = (cvqs.data ?? []).filter((c) => !taken.has(c._id));
  if (cvqs.isSuccess && choices.length === 0) return null;
  return (
    <Stack
      component="form"
      gap="xs"
      onSubmit={(event) => {
        event.preventDefault();
        if (cvqId)
          open.mutate(
            { studentId: userId, cvqId },
            { onSuccess: (reply) => void navigate(`/StudentPortfolio/${reply.data._id}`) },
          );
      }}
    >
      <Group align="flex-end">
        <Select
          label="Start a portfolio for"
          placeholder={cvqs.isPending ? 'Loading…' : 'Choose a qualification'}
          data={choices.map((c) => ({ value: c._id, label: `${c.code} · ${c.title}` }))}
          value={cvqId}
          onChange={setCvqId}
          searchable
          w={360}
        />
        <Button type="submit" disabled={!cvqId} loading={open.isPending}>
          Start portfolio
        </Button>
      </Group>
      {open.isError && (
        <Alert color="red" role="alert">
          {errorMessage(open.error)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * SPEC §2 /vocationalqualificationsstudent (issue 35): a student's qualifications, how far each portfolio has come,
 * and a new portfolio for another qualification. A teacher sees their students' qualifications the same way.
 */
export default function StudentQualificationsPage() {
  const { role, userId } = useSession();
  const teacher = role === 'teacher';
  useLivePortfolios();
  const own = usePortfolioList(userId ?? '', !teacher);
  const taught = useTaughtPortfolios(teacher);
  const list = teacher ? taught : own;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {teacher ? "My students' vocational qualifications" : 'My vocational qualifications'}
      </Title>
      {list.isPending ? (
        <Skeleton height={120} aria-label="Loading the qualifications" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {list.data.length === 0 ? (
            <EmptyState title="No qualifications yet">
              {teacher
                ? 'When your students start portfolios, their qualifications appear here.'
                : 'Start a portfolio for the qualification you are working towards.'}
            </EmptyState>
          ) : (
            <PortfolioTable lines={list.data} showStudent={teacher} label="Qualifications and progress" />
          )}
          {!teacher && userId && (
            <>
              <Text size="sm">
                Each qualification is made of units; your teachers assess the evidence you give for each of
                them.
              </Text>
              <OpenPortfolio userId={userId} taken={new Set(list.data.map((l) => l.cvq._id))} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
