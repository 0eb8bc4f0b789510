import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Button, type ButtonProps, Tooltip, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface UnavailableButtonProps extends ButtonProps {
  /** Why it does nothing, in words a person can act on. */
  reason: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * A button that cannot be used here, saying why. It stays focusable (aria-disabled, not `disabled`) so keyboard
 * users reach the tooltip, and screen readers hear the reason as its description.
 */
export function UnavailableButton({ reason, children, ...props }: UnavailableButtonProps) {
  const reasonId = useId();
  return (
    <>
      <Tooltip label={reason} withArrow events={{ hover: true, focus: true, touch: true }}>
        <Button
          {...props}
          variant="default"
          data-disabled
          aria-disabled="true"
          aria-describedby={reasonId}
          onClick={(event) => event.preventDefault()}
        >
          {children}
        </Button>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
}
