import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { personName } from '../../../core/rules/personName';
import { approvalHold } from '../../../core/rules/teacherApproval';
import { initials } from '../../components/initials';
import { toast } from '../../components/toast';
import { ViewChangeModal } from '../../components/ViewChangeModal';
import { type Session, setStudentView, signOut } from '../../platform/session';
import { useRouterState } from '../routerState';

/** The user menu: profile, settings, the teacher's student-view switch (SPEC §6) and sign out (SPEC §4). */
export function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const { recheckAccess } = useRouterState();
  const [switching, setSwitching] = useState(false);
  // The view-change dialog is mounted open, so Mantine cannot return the focus: it goes back to this button.
  const accountButton = useRef<HTMLButtonElement>(null);
  const user = session.user;
  if (!user) return null;
  // A teacher waiting for approval has no teacher view to switch from.
  const isTeacher = session.accountRole === 'teacher' && !approvalHold(user);

  const closeSwitch = () => {
    setSwitching(false);
    accountButton.current?.focus();
  };

  const confirmSwitch = () => {
    closeSwitch();
    setStudentView(!session.studentView);
    // The guards decide where the current address leads in the new view (e.g. /editcourse ↔ /viewcourse).
    recheckAccess();
    toast(session.studentView ? 'You are back in the teacher view.' : 'You are now in the student view.');
  };

  const signOutNow = () =>
    void signOut(() => {
      toast('You are signed out.', { tone: 'success' });
      void navigate('/');
    });

  return (
    <>
      {/* Closing as the view switch is chosen, the menu leaves the focus to the dialog rather than take it back. */}
      <Menu position="bottom-end" width={240} shadow="md" returnFocus={!switching}>
        <Menu.Target>
          {/* Named by what it shows, the initials and the name (WCAG 2.5.3): on a phone the name is there unseen. */}
          <UnstyledButton ref={accountButton}>
            <Group gap="xs" wrap="nowrap">
              <Avatar color="purple" radius="xl" size={34}>
                {initials(personName(user))}
              </Avatar>
              <Text size="sm" fw={500} truncate="end" maw={160} className="account-name">
                {personName(user)}
              </Text>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            {user.fullName} · {session.studentView ? 'teacher in student view' : user.role}
          </Menu.Label>
          <Menu.Item component={Link} to={`/profile/${encodeURIComponent(user.username)}`}>
            Profile
          </Menu.Item>
          <Menu.Item component={Link} to="/Setting">
            Settings
          </Menu.Item>
          {isTeacher && (
            <Menu.Item onClick={() => setSwitching(true)}>
              {session.studentView ? 'Switch to teacher view' : 'Switch to student view'}
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item color="red" onClick={signOutNow}>
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {/* Mounted only while asked: a closed modal still mounts its portal as the header first draws. */}
      {switching && (
        <ViewChangeModal
          opened
          toStudentView={!session.studentView}
          onConfirm={confirmSwitch}
          onCancel={closeSwitch}
        />
      )}
    </>
  );
}
