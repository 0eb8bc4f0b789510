import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { type CvqDetails, type PortfolioDetails, VERDICT_LABELS } from '../../../core/schemas/qualifications';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { formatDateTime } from '../courses/itemDates';
import { AssessForm } from './AssessForm';
import { EvidenceForm } from './EvidenceForm';
import { CertifiedBadge, ProgressCell } from './PortfolioTable';
import {
  downloadPortfolioPdf,
  useLivePortfolios,
  usePortfolio,
  usePortfolioWrite,
} from './qualificationsApi';

type Unit = CvqDetails['units'][number];

function VerdictBadge({ verdict }: { verdict: Unit['outcomes'][number]['verdict'] }) {
  if (!verdict)
    return (
      <Badge color="dark" variant="outline">
        Not assessed
      </Badge>
    );
  return (
    <Badge color={verdict === 'met' ? 'teal.9' : 'red.9'} variant="filled">
      {VERDICT_LABELS[verdict]}
    </Badge>
  );
}

function EvidenceList({ details, unit }: { details: PortfolioDetails; unit: Unit }) {
  const remove = usePortfolioWrite('removeEvidence');
  const evidence = details.evidence.filter((e) => e.unitId === unit._id);
  if (evidence.length === 0)
    return (
      <Text size="sm" c="gray.7">
        No evidence for this unit yet.
      </Text>
    );
  return (
    <Stack
      component="ul"
      gap={6}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={`Evidence for unit ${unit.code}`}
    >
      {evidence.map((e) => (
        <Group component="li" key={e._id} justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            {e.kind === 'file' && e.file ? (
              <Anchor component={Link} to={`/viewfile/${e.file._id}`}>
                {e.title}
              </Anchor>
            ) : (
              <Text size="sm" fw={600}>
                {e.title}
              </Text>
            )}
            {e.kind === 'text' && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {e.text}
              </Text>
            )}
            {e.kind === 'work' && (
              <Text size="sm">
                {e.work
                  ? `Graded ${e.work.itemKind}: ${e.work.itemTitle}, ${e.work.courseName}${e.work.mark ? `, mark ${e.work.mark}` : ''}`
                  : 'This work is no longer available.'}
              </Text>
            )}
            <Text size="xs" c="gray.7">
              Added {formatDateTime(new Date(e.createdAt))}
            </Text>
          </div>
          {details.canKeep && !details.certification && (
            <Button
              size="xs"
              variant="subtle"
              color="red.9"
              c="red.9"
              aria-label={`Remove ${e.title}`}
              loading={remove.isPending && remove.variables?.evidenceId === e._id}
              onClick={() => remove.mutate({ portfolioId: details._id, evidenceId: e._id })}
            >
              Remove
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}

function UnitSection({ details, unit }: { details: PortfolioDetails; unit: Unit }) {
  const history = (outcomeId: string) => details.assessments.filter((a) => a.outcomeId === outcomeId);
  const assessing = details.canAssess && !details.certification;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`unit-${unit._id}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id={`unit-${unit._id}`}>
            Unit {unit.code}: {unit.title}
          </Title>
          <Badge color={unit.achieved ? 'teal.9' : 'dark'} variant={unit.achieved ? 'filled' : 'outline'}>
            {unit.achieved ? 'Achieved' : 'Not achieved yet'}
          </Badge>
        </Group>
        <Title order={3} size="h5">
          Learning outcomes
        </Title>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {unit.outcomes.map((o) => (
            <Stack component="li" key={o._id} gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text size="sm">
                    <strong>{o.code}</strong> {o.text}
                  </Text>
                  {o.evidence && (
                    <Text size="xs" c="gray.7">
                      Evidence needed: {o.evidence}
                    </Text>
                  )}
                </div>
                <VerdictBadge verdict={o.verdict} />
              </Group>
              {history(o._id).map((a) => (
                <Text size="xs" key={a._id} pl="md">
                  {VERDICT_LABELS[a.verdict]} by {a.assessor?.fullName ?? 'a former teacher'},{' '}
                  {formatDateTime(new Date(a.createdAt))}
                  {a.feedback ? `: ${a.feedback}` : ''}
                </Text>
              ))}
              {assessing && (
                <AssessForm
                  portfolioId={details._id}
                  outcomeId={o._id}
                  outcomeCode={o.code}
                  current={o.verdict}
                />
              )}
            </Stack>
          ))}
        </Stack>
        <Title order={3} size="h5">
          Evidence
        </Title>
        <EvidenceList details={details} unit={unit} />
        {details.canKeep && !details.certification && (
          <EvidenceForm portfolioId={details._id} unitId={unit._id} unitCode={unit.code} />
        )}
      </Stack>
    </Paper>
  );
}

function Certify({ details }: { details: PortfolioDetails }) {
  const certify = usePortfolioWrite('certify');
  if (!details.canAssess || details.certification) return null;
  return (
    <Stack gap="xs">
      <Button
        color="teal.9"
        w="fit-content"
        loading={certify.isPending}
        onClick={() =>
          certify.mutate(
            { portfolioId: details._id },
            { onSuccess: (reply) => toast(reply.msg, { tone: 'success' }) },
          )
        }
      >
        Certify {details.student.fullName}
      </Button>
      {certify.isError && (
        <Alert color="red" role="alert" title="Not certified">
          {errorMessage(certify.error)}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * SPEC §2 /StudentPortfolio/{portfolioId} (issue 35): a student's portfolio towards one qualification, unit by
 * unit: the outcomes with their verdicts and history, the evidence, and what the caller may do (the student adds
 * evidence; their teachers assess each outcome and certify once every unit is achieved). It reads itself again
 * when a teacher assesses, and downloads as one PDF.
 */
export default function PortfolioPage() {
  const { portfolioId = '' } = useParams();
  useLivePortfolios();
  const { details, structure } = usePortfolio(portfolioId);
  const [pdfFailure, setPdfFailure] = useState<unknown>(null);
  const [downloading, setDownloading] = useState(false);
  if (details.isPending || structure.isPending)
    return <Skeleton height={240} aria-label="Loading the portfolio" />;
  if (details.isError) return <ErrorState error={details.error} onRetry={() => void details.refetch()} />;
  if (structure.isError)
    return <ErrorState error={structure.error} onRetry={() => void structure.refetch()} />;
  const d = details.data;
  const pdf = async () => {
    setDownloading(true);
    setPdfFailure(null);
    try {
      await downloadPortfolioPdf(d._id);
    } catch (error) {
      setPdfFailure(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {d.cvq.code} · {d.cvq.title}
          </Title>
          <Text>
            Portfolio of{' '}
            <Anchor component={Link} to={`/personalDescription/${d.student.username}`}>
              {d.student.fullName}
            </Anchor>
          </Text>
        </Stack>
        <Button variant="default" onClick={() => void pdf()} loading={downloading}>
          Download PDF
        </Button>
      </Group>
      {pdfFailure ? (
        <Alert color="red" role="alert">
          {errorMessage(pdfFailure)}
        </Alert>
      ) : null}
      <Group gap="lg" aria-live="polite">
        <ProgressCell progress={structure.data.progress} />
        <CertifiedBadge line={d} />
      </Group>
      <Certify details={d} />
      {structure.data.units.length === 0 ? (
        <EmptyState title="No units yet">
          The teachers have not set out the units of this qualification yet.
        </EmptyState>
      ) : (
        structure.data.units.map((unit) => <UnitSection key={unit._id} details={d} unit={unit} />)
      )}
    </Stack>
  );
}
