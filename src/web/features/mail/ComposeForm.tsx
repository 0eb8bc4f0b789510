import { Alert, Button, CloseButton, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { MAIL } from '../../../core/constants';
import { UPLOAD_POLICIES } from '../../../core/rules/uploadPolicy';
import type { MailAddress } from '../../../core/schemas/mail';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { errorMessage } from '../../components/PageStates';
import { RichEditor } from '../../components/richEditor/RichEditor';
import { toast } from '../../components/toast';
import { uploadedFile } from '../../components/upload/uploadedFile';
import type { ComposeStart } from './compose';
import { useSaveDraft, useSendMail } from './mailApi';
import { RecipientPicker } from './RecipientPicker';

// The drop zone and the tus client load with the form, not with the mail page.
const UploadDropzone = lazy(() =>
  import('../../components/upload/UploadDropzone').then((module) => ({ default: module.UploadDropzone })),
);

/**
 * Writing a message (issue 34): To and Cc from the recipient search, a subject, the text in the rich editor, files
 * sent with the upload used for coursework. Send, or keep it as a draft to finish later.
 */
export function ComposeForm({
  start,
  names: initialNames,
  close,
}: {
  start: ComposeStart;
  names: Record<string, string>;
  close: () => void;
}) {
  const [draftId, setDraftId] = useState(start.draftId);
  const [to, setTo] = useState<MailAddress[]>(start.to);
  const [cc, setCc] = useState<MailAddress[]>(start.cc);
  const [showCc, setShowCc] = useState(start.cc.length > 0);
  const [subject, setSubject] = useState(start.subject);
  const [body, setBody] = useState(start.body);
  const [attachments, setAttachments] = useState(start.attachments);
  const [names, setNames] = useState(initialNames);
  const send = useSendMail();
  const save = useSaveDraft();
  const failure = send.error ?? save.error;
  const fields = serverFieldErrors(failure);
  const named = (more: Record<string, string>) => setNames((all) => ({ ...all, ...more }));

  const draft = () => ({
    draftId,
    to,
    cc,
    subject,
    body,
    attachmentIds: attachments.map((file) => file._id),
    inReplyToId: start.inReplyToId,
    forwardedFromId: start.forwardedFromId,
  });

  const onSend = () =>
    send.mutate(draft(), {
      onSuccess: (reply) => {
        toast(reply.msg, { tone: 'success' });
        close();
      },
    });
  const onSave = () =>
    save.mutate(draft(), {
      onSuccess: (reply) => {
        setDraftId(reply.data._id);
        toast(reply.msg, { tone: 'success' });
      },
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <Stack gap="md">
        <RecipientPicker
          label="To"
          value={to}
          onChange={setTo}
          names={names}
          onNamed={named}
          error={fields.to as string | undefined}
          autoFocus={to.length === 0}
        />
        {showCc ? (
          <RecipientPicker
            label="Cc"
            value={cc}
            onChange={setCc}
            names={names}
            onNamed={named}
            error={fields.cc as string | undefined}
          />
        ) : (
          <Group>
            <Button variant="subtle" size="compact-sm" onClick={() => setShowCc(true)}>
              Add Cc
            </Button>
          </Group>
        )}
        <TextInput
          label="Subject"
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          maxLength={MAIL.subjectMaxChars}
          error={fields.subject as string | undefined}
          data-autofocus={to.length > 0 || undefined}
        />
        <RichEditor
          label="Message"
          value={body}
          onChange={setBody}
          maxLength={MAIL.bodyMaxChars}
          minHeight={180}
        />
        <Stack gap="xs">
          <Text fw={500} size="sm">
            Attachments
          </Text>
          {attachments.length > 0 && (
            <Stack
              component="ul"
              gap={4}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="Attached files"
            >
              {attachments.map((file) => (
                <Group component="li" key={file._id} gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => setAttachments((all) => all.filter((f) => f._id !== file._id))}
                  />
                </Group>
              ))}
            </Stack>
          )}
          <Suspense fallback={<Skeleton height={96} />}>
            <UploadDropzone
              metadata={{ purpose: 'mailAttachment' }}
              maxBytes={UPLOAD_POLICIES.mailAttachment.maxBytes}
              accepts="PDF, Office and OpenDocument files, pictures, video, audio, zip or text"
              onUploaded={(response) => {
                const file = uploadedFile(response);
                if (file) setAttachments((all) => [...all, file]);
              }}
            />
          </Suspense>
        </Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {errorMessage(failure)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button variant="light" onClick={onSave} loading={save.isPending}>
            Save draft
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
