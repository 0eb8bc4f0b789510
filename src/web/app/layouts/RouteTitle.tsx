import { Text, type TextProps } from '@mantine/core';
import { useCurrentRoute } from '../../platform/currentRoute';

/** SPEC §1: the route name written into the element with class t-header. */
export function RouteTitle(props: TextProps) {
  const { route } = useCurrentRoute();
  return (
    <Text className="t-header" fw={600} truncate="end" {...props}>
      {route.name}
    </Text>
  );
}
