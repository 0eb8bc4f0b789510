import { Alert, Button, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState, ErrorState, errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { formatDateTime } from '../courses/itemDates';
import { usePersonalDescription, useSavePersonalDescription } from './qualificationsApi';

/**
 * SPEC §2 /personalDescription/{userName} (issue 35): a student writes about themselves for their portfolios;
 * the teachers of their courses read it.
 */
export default function PersonalDescriptionPage() {
  const { userName = '' } = useParams();
  const description = usePersonalDescription(userName);
  const save = useSavePersonalDescription(userName);
  const [text, setText] = useState('');
  const saved = description.data?.text;
  useEffect(() => {
    if (saved !== undefined) setText(saved);
  }, [saved]);
  if (description.isPending) return <Skeleton height={200} aria-label="Loading the description" />;
  if (description.isError)
    return <ErrorState error={description.error} onRetry={() => void description.refetch()} />;
  const d = description.data;
  return (
    <Stack gap="md" maw={800}>
      <Title order={1} size="h2">
        {d.canEdit ? 'My personal description' : `Personal description of ${d.user.fullName}`}
      </Title>
      {d.updatedAt && (
        <Text size="sm" c="gray.7">
          Last saved {formatDateTime(new Date(d.updatedAt))}
        </Text>
      )}
      {d.canEdit ? (
        <Stack
          component="form"
          gap="sm"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(text, { onSuccess: (reply) => toast(reply.msg, { tone: 'success' }) });
          }}
        >
          <Textarea
            label="About me"
            description="Your experience, what you are working towards and what you are proud of. Your teachers read it with your portfolios."
            autosize
            minRows={6}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          {save.isError && (
            <Alert color="red" role="alert">
              {errorMessage(save.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={text === d.text}>
              Save
            </Button>
          </Group>
        </Stack>
      ) : d.text ? (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{d.text}</Text>
      ) : (
        <EmptyState title="Nothing written yet">
          {d.user.fullName} has not written a description yet.
        </EmptyState>
      )}
    </Stack>
  );
}
