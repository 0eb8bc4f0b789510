import { Alert, Button, Select, Skeleton, Stack, Tabs, Textarea, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { UPLOAD_POLICIES } from '../../../core/rules/uploadPolicy';
import { errorMessage } from '../../components/PageStates';
import { uploadedFile } from '../../components/upload/uploadedFile';
import { useGradedWork, usePortfolioWrite } from './qualificationsApi';

// The drop zone and the tus client load when a student adds evidence, not with the portfolio page.
const UploadDropzone = lazy(() =>
  import('../../components/upload/UploadDropzone').then((module) => ({ default: module.UploadDropzone })),
);

/**
 * A student adds evidence to one unit of their portfolio (issue 35): something they write, a file they upload,
 * or their own graded work (an assignment, project or test whose mark they have been given).
 */
export function EvidenceForm({
  portfolioId,
  unitId,
  unitCode,
}: {
  portfolioId: string;
  unitId: string;
  unitCode: string;
}) {
  const add = usePortfolioWrite('addEvidence');
  const [tab, setTab] = useState<string | null>('text');
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [work, setWork] = useState<string | null>(null);
  const graded = useGradedWork(portfolioId, tab === 'work');
  const reset = () => {
    setTitle('');
    setText('');
    setWork(null);
  };
  return (
    <Stack gap="xs">
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List aria-label={`Kind of evidence for unit ${unitCode}`}>
          <Tabs.Tab value="text">Write</Tabs.Tab>
          <Tabs.Tab value="file">Upload a file</Tabs.Tab>
          <Tabs.Tab value="work">Link graded work</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="text" pt="xs">
          <Stack
            component="form"
            gap="xs"
            onSubmit={(event) => {
              event.preventDefault();
              add.mutate({ portfolioId, unitId, kind: 'text', title, text }, { onSuccess: reset });
            }}
          >
            <TextInput
              label="Title"
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              required
            />
            <Textarea
              label="What you did"
              autosize
              minRows={3}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              required
            />
            <Button type="submit" loading={add.isPending} w="fit-content">
              Add evidence
            </Button>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="file" pt="xs">
          <Suspense fallback={<Skeleton height={96} />}>
            <UploadDropzone
              metadata={{ purpose: 'portfolioEvidence' }}
              maxBytes={UPLOAD_POLICIES.portfolioEvidence.maxBytes}
              accepts="PDF, Office and OpenDocument files, pictures, video, audio, zip or text"
              onUploaded={(response) => {
                const file = uploadedFile(response);
                if (file) add.mutate({ portfolioId, unitId, kind: 'file', title: '', fileId: file._id });
              }}
            />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="work" pt="xs">
          <Stack
            component="form"
            gap="xs"
            onSubmit={(event) => {
              event.preventDefault();
              const chosen = graded.data?.find((w) => `${w.kind}:${w._id}` === work);
              if (chosen)
                add.mutate(
                  { portfolioId, unitId, kind: 'work', title: '', workKind: chosen.kind, workId: chosen._id },
                  { onSuccess: reset },
                );
            }}
          >
            <Select
              label="Your graded work"
              placeholder={
                graded.isPending ? 'Loading…' : graded.data?.length ? 'Choose the work' : 'No graded work yet'
              }
              data={(graded.data ?? []).map((w) => ({
                value: `${w.kind}:${w._id}`,
                label: `${w.itemTitle} (${w.courseName})${w.mark ? `, mark ${w.mark}` : ''}`,
              }))}
              value={work}
              onChange={setWork}
              searchable
            />
            <Button type="submit" disabled={!work} loading={add.isPending} w="fit-content">
              Link this work
            </Button>
          </Stack>
        </Tabs.Panel>
      </Tabs>
      {add.isError && (
        <Alert color="red" role="alert">
          {errorMessage(add.error)}
        </Alert>
      )}
    </Stack>
  );
}
