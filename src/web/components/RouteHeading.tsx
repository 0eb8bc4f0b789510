import { Title } from '@mantine/core';
import { useCurrentRoute } from '../platform/currentRoute';

/**
 * A page's h1 in the route table's name of it (the name the header and the tab's title show): a screen-reader user
 * lands on it after a page change and moves through the page by its headings.
 */
export function RouteHeading() {
  const { route } = useCurrentRoute();
  return (
    <Title order={1} size="h2">
      {route.name}
    </Title>
  );
}
