import { Button, Group, Modal, Text } from '@mantine/core';

export interface ViewChangeModalProps {
  opened: boolean;
  /** True to switch into the student view, false to switch back to the teacher view. */
  toStudentView: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * SPEC §2 ViewChange_Modal: asks a teacher to confirm switching between the teacher and the student view.
 * The confirm button takes focus when it opens (the spec's focus prompt).
 */
export function ViewChangeModal({ opened, toStudentView, onConfirm, onCancel }: ViewChangeModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      centered
      title={toStudentView ? 'Switch to the student view?' : 'Switch back to the teacher view?'}
    >
      <Text>
        {toStudentView
          ? 'You will see the app as your students see it: course pages, tests and tasks open in their student form. Switch back from your user menu at any time.'
          : 'You will see your teaching tools again: editing, lists and assessments.'}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button data-autofocus onClick={onConfirm}>
          {toStudentView ? 'Switch to student view' : 'Switch to teacher view'}
        </Button>
      </Group>
    </Modal>
  );
}
