import { Button, Divider, SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../components/PageStates';
import { PanelSection } from '../../components/PanelSection';
import { AddMembersPanel, type MemberRoleToAdd } from './AddMembersPanel';
import { CourseHeader } from './CourseHeader';
import { CoursePageSkeleton } from './CoursePageSkeleton';
import { useCourseDetail } from './courseQueries';
import { MemberList } from './MemberList';
import { MemberPicker } from './MemberPicker';

const ADD_TABS: { role: MemberRoleToAdd; label: string }[] = [
  { role: 'student', label: 'Add students' },
  { role: 'teacher', label: 'Add co-teachers' },
];

/** /listmember/{courseId} (teacher, SPEC §2): the course's teachers and students; add in bulk or one by one. */
export default function ListMemberPage() {
  const { courseId = '' } = useParams();
  const detail = useCourseDetail(courseId);

  if (detail.isPending) return <CoursePageSkeleton sections={2} />;
  if (detail.isError) {
    return (
      <ErrorState
        title="The members could not be loaded"
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  }

  const course = detail.data;
  const memberIds = new Set([...course.teachers, ...course.students].map((member) => member._id));

  return (
    <Stack gap="lg" maw={1100}>
      <CourseHeader
        course={course}
        actions={
          <Button component={Link} to={`/editcourse/${encodeURIComponent(course._id)}`} variant="light">
            Back to the course
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PanelSection title={`Teachers (${course.teachers.length})`}>
          <MemberList courseId={course._id} members={course.teachers} emptyText="No teachers." />
        </PanelSection>
        <PanelSection title={`Students (${course.students.length})`}>
          <MemberList
            courseId={course._id}
            members={course.students}
            emptyText="No students yet. Add them below, by pasting a list or one by one."
          />
        </PanelSection>
      </SimpleGrid>
      <PanelSection title="Add members">
        <Tabs defaultValue="student" keepMounted={false}>
          <Tabs.List mb="md">
            {ADD_TABS.map((tab) => (
              <Tabs.Tab key={tab.role} value={tab.role}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {ADD_TABS.map((tab) => (
            <Tabs.Panel key={tab.role} value={tab.role}>
              <Stack gap="lg">
                <AddMembersPanel courseId={course._id} role={tab.role} />
                <Divider />
                <Stack gap="xs">
                  <Title order={3} size="h5">
                    Or add one at a time
                  </Title>
                  <MemberPicker courseId={course._id} role={tab.role} memberIds={memberIds} />
                </Stack>
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
      </PanelSection>
    </Stack>
  );
}
