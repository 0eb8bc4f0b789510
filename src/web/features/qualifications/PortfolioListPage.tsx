import { Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { EmptyState, ErrorState } from '../../components/PageStates';
import { useSession } from '../../platform/session';
import { PortfolioTable } from './PortfolioTable';
import { useLivePortfolios, usePortfolioList, useTaughtPortfolios } from './qualificationsApi';

/**
 * SPEC §2 /StudentPortfolioList (issue 35): a student's own portfolios; a teacher's, those of the students of
 * their courses (every student's, for an administrator), found by name or qualification.
 */
export default function PortfolioListPage() {
  const { role, userId } = useSession();
  const teacher = role === 'teacher';
  useLivePortfolios();
  const own = usePortfolioList(userId ?? '', !teacher);
  const taught = useTaughtPortfolios(teacher);
  const list = teacher ? taught : own;
  const [search, setSearch] = useState('');
  const words = search.trim().toLowerCase();
  const lines = (list.data ?? []).filter(
    (l) =>
      !words ||
      `${l.student.fullName} ${l.student.username} ${l.cvq.code} ${l.cvq.title}`
        .toLowerCase()
        .includes(words),
  );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {teacher ? 'Student portfolios' : 'My portfolios'}
      </Title>
      {teacher && (
        <TextInput
          type="search"
          label="Find a student or qualification"
          maw={420}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      )}
      {list.isPending ? (
        <Skeleton height={120} aria-label="Loading the portfolios" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : lines.length === 0 ? (
        <EmptyState title={words ? 'Nothing found' : 'No portfolios yet'}>
          {words
            ? 'No portfolio matches those words.'
            : teacher
              ? 'Portfolios your students open for a qualification appear here.'
              : 'Open a portfolio for a qualification on My vocational qualifications.'}
        </EmptyState>
      ) : (
        <PortfolioTable lines={lines} showStudent={teacher} label="Portfolios" />
      )}
    </Stack>
  );
}
