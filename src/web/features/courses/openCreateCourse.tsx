import { Tabs } from '@mantine/core';
import { openModal } from '../../components/modalStack';
import { FromTemplateForm } from './FromTemplateForm';
import { NewCourseForm } from './NewCourseForm';

/** The teacher's "Create course" dialog: a new course, or one from a template; `onCreated` opens it. */
export function openCreateCourse({
  userId,
  onCreated,
}: {
  userId: string;
  onCreated: (courseId: string) => void;
}) {
  openModal({
    title: 'Create a course',
    size: 'lg',
    render: (close) => {
      const created = (courseId: string) => {
        close();
        onCreated(courseId);
      };
      return (
        <Tabs defaultValue="new" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="new">New course</Tabs.Tab>
            <Tabs.Tab value="template">From a template</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="new">
            <NewCourseForm onCreated={created} onCancel={close} />
          </Tabs.Panel>
          <Tabs.Panel value="template">
            <FromTemplateForm userId={userId} onCreated={created} onCancel={close} />
          </Tabs.Panel>
        </Tabs>
      );
    },
  });
}
