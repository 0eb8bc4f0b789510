import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { COURSEWORK } from '../../../core/constants';
import type { Extension } from '../../../core/schemas/courseworkExtensions';
import { DateTimeField } from '../../components/dates/DateTimeField';
import { serverFieldErrors } from '../../components/forms/serverFieldErrors';
import { errorMessage } from '../../components/PageStates';
import { toast } from '../../components/toast';
import { formatDateTime } from '../courses/itemDates';
import { extensionBody, type HolderChoice, holderName, holderValue, initialDue } from './extensionDraft';
import { useExtensionWrites } from './extensionsApi';

/**
 * Issue 37: grants a student (a project group) a later deadline, or changes the one they have: whom, the new
 * deadline (after the item's own) and a reason only those who teach read.
 */
export function ExtensionForm({
  itemId,
  endDate,
  choices,
  current,
  onDone,
}: {
  itemId: string;
  /** The item's own deadline. */
  endDate: string;
  choices: readonly HolderChoice[];
  /** The extension being changed; absent for a new one. */
  current?: Extension;
  onDone: () => void;
}) {
  const { save } = useExtensionWrites(itemId);
  const [holder, setHolder] = useState<string | null>(current ? holderValue(current) : null);
  const [due, setDue] = useState(() => initialDue(endDate, current));
  const [reason, setReason] = useState(current?.reason ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const checked = extensionBody({ holder, due, reason }, endDate);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: (reply) => {
        toast(reply.msg, { tone: 'success' });
        onDone();
      },
      onError: (error) => {
        const fields = serverFieldErrors(error) as Record<string, string>;
        setErrors({ ...fields, holder: fields.studentId ?? fields.groupId ?? '' });
        toast(errorMessage(error), { tone: 'error' });
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          The item is due {formatDateTime(endDate)}. Until the new deadline, work handed in is on time; after
          it, the item's late policy applies.
        </Text>
        {current ? (
          <Text fw={600}>{holderName(current)}</Text>
        ) : (
          <Select
            label="For"
            placeholder="Choose a student or a group"
            data={choices as HolderChoice[]}
            value={holder}
            onChange={setHolder}
            searchable
            required
            error={errors.holder || undefined}
          />
        )}
        <DateTimeField
          label="New deadline"
          required
          value={due || null}
          onChange={(value) => setDue(value ?? '')}
          minDate={endDate}
          error={errors.dueDate}
        />
        <Textarea
          label="Reason"
          description="Only those who teach the course read it."
          maxLength={COURSEWORK.extensionReasonMaxChars}
          autosize
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {current ? 'Save the change' : 'Extend the deadline'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
