import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Button, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { PortfolioTable } from './PortfolioTable';
import { useLivePortfolios, usePortfolioWrite, useTaughtPortfolios } from './qualificationsApi';

type Show = 'ready' | 'all' | 'certified';

/**
 * SPEC §2 /cvq_certification (issue 35): the teacher's students with the units each has achieved, and the
 * certification of a student once every unit of the qualification is (the server refuses it before, and says why).
 */
export default function CertificationPage() {
  useLivePortfolios();
  const list = useTaughtPortfolios();
  const certify = usePortfolioWrite('certify');
  const [show, setShow] = useState<Show>('all');
  const lines = (list.data ?? []).filter((l) =>
    show === 'all'
      ? true
      : show === 'certified'
        ? l.certification !== null
        : l.progress.complete && !l.certification,
  );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        CVQ certification
      </Title>
      <Text size="sm">
        A student is certified for a qualification once every outcome of every unit is met. The date and your
        name are recorded with it.
      </Text>
      <SegmentedControl
        aria-label="Show"
        w="fit-content"
        value={show}
        onChange={(value) => setShow(value as Show)}
        data={[
          { value: 'all', label: 'All' },
          { value: 'ready', label: 'Ready to certify' },
          { value: 'certified', label: 'Certified' },
        ]}
      />
      {certify.isError && (
        <Alert color="red" role="alert" title="Not certified">
          {errorMessage(certify.error)}
        </Alert>
      )}
      {list.isPending ? (
        <Skeleton height={160} aria-label="Loading the portfolios" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : lines.length === 0 ? (
        <EmptyState title="Nobody here">
          {show === 'ready'
            ? 'No student has achieved every unit of a qualification without being certified.'
            : 'The portfolios of the students of your courses appear here.'}
        </EmptyState>
      ) : (
        <PortfolioTable
          lines={lines}
          showStudent
          label="Students and their qualifications"
          action={{
            title: 'Certify',
            cell: (line) =>
              line.certification ? null : (
                <Button
                  size="xs"
                  color="teal.9"
                  variant={line.progress.complete ? 'filled' : 'outline'}
                  aria-label={`Certify ${line.student.fullName} for ${line.cvq.code}`}
                  loading={certify.isPending && certify.variables?.portfolioId === line._id}
                  onClick={() =>
                    certify.mutate(
                      { portfolioId: line._id },
                      { onSuccess: (reply) => toast(reply.msg, { tone: 'success' }) },
                    )
                  }
                >
                  Certify
                </Button>
              ),
          }}
        />
      )}
    </Stack>
  );
}
