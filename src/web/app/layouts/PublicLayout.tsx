import { Anchor, Box, Burger, Button, Collapse, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink, Outlet } from 'react-router';
import { APP_VERSION } from '../../../core/constants';
import { useSession } from '../../platform/session';
import { APP_NAME } from '../../platform/siteConfig';
import { RouteTitle } from './RouteTitle';
import { mainContentProps, SkipLink } from './SkipLink';

const siteLinks = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

/** SPEC §2 public layout: a simple header with the site links and sign-in calls, the page, and a footer. */
export default function PublicLayout() {
  const { signedIn } = useSession();
  const [menuOpened, menu] = useDisclosure(false);
  const accountLinks = signedIn
    ? [{ to: '/dashboard', label: 'Dashboard' }]
    : [
        { to: '/login', label: 'Sign in' },
        { to: '/register', label: 'Register' },
      ];

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Anchor component={Link} to="/" fw={800} fz="xl" underline="never" c="purple.7">
                {APP_NAME}
              </Anchor>
              <Divider orientation="vertical" visibleFrom="sm" />
              <RouteTitle c="dimmed" visibleFrom="sm" />
            </Group>
            <Group component="nav" aria-label="Site" gap="xs" visibleFrom="sm" wrap="nowrap">
              {siteLinks.map((link) => (
                <Button
                  key={link.to}
                  component={NavLink}
                  to={link.to}
                  end
                  variant="subtle"
                  color="dark"
                  className="site-link"
                >
                  {link.label}
                </Button>
              ))}
              {accountLinks.map((link, index) => (
                <Button
                  key={link.to}
                  component={Link}
                  to={link.to}
                  variant={index === 0 ? 'light' : 'filled'}
                >
                  {link.label}
                </Button>
              ))}
            </Group>
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              aria-label={menuOpened ? 'Close the site menu' : 'Open the site menu'}
              aria-expanded={menuOpened}
              aria-controls="site-menu"
            />
          </Group>
          <Collapse in={menuOpened} hiddenFrom="sm">
            <Stack component="nav" id="site-menu" aria-label="Site" gap={4} pt="sm">
              {[...siteLinks, ...accountLinks].map((link) => (
                <Button
                  key={link.to}
                  component={Link}
                  to={link.to}
                  variant="subtle"
                  color="dark"
                  justify="flex-start"
                  onClick={menu.close}
                >
                  {link.label}
                </Button>
              ))}
            </Stack>
          </Collapse>
        </Container>
      </Box>

      <Box component="main" {...mainContentProps} py={{ base: 'lg', sm: 'xl' }} style={{ flex: 1 }}>
        <Container size="lg">
          <Outlet />
        </Container>
      </Box>

      <Box
        component="footer"
        py="md"
        bg="gray.0"
        style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="lg">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} {APP_NAME} · version {APP_VERSION}
            </Text>
            <Group component="nav" aria-label="Legal" gap="md">
              <Anchor component={Link} to="/legalnotice" size="sm">
                Legal notice
              </Anchor>
              <Anchor component={Link} to="/privacy" size="sm">
                Privacy
              </Anchor>
              <Anchor component={Link} to="/contact" size="sm">
                Contact
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
