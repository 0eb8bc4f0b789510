import { Anchor } from '@mantine/core';
import { useMemo } from 'react';
import { linkify } from '../../../core/rules/linkify';

/**
 * Typed text shown as text, with its http, https and www addresses as links that open in a new tab. The text is
 * never read as HTML: each piece becomes a text node or an anchor element.
 */
export function LinkifiedText({ text }: { text: string }) {
  const links = useMemo(() => {
    let offset = 0;
    return linkify(text).map((part) => {
      const at = offset;
      offset += part.text.length;
      return { ...part, at };
    });
  }, [text]);
  return links.map((part) =>
    part.kind === 'link' ? (
      <Anchor
        key={part.at}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        inherit
        underline="always"
      >
        {part.text}
      </Anchor>
    ) : (
      part.text
    ),
  );
}
