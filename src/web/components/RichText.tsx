import '@mantine/core/styles/Typography.css';
import { Anchor, Box, Typography, type TypographyProps } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import classes from './RichText.module.css';

export interface RichTextProps extends Omit<TypographyProps, 'children'> {
  /** Rich text as the server stored it. */
  html: string;
  /** What it is ('the description of Week 1'): names the button that unfolds it. */
  label: string;
  /** Taller text is folded to this height (px), with a button to show all of it. */
  foldAt?: number;
}

/**
 * Whether the element is taller than `foldAt`. Unlike a size hook, it draws the text again only when that answer
 * changes, not once for every text as the page first lays out (a course page has one per item, issue 13).
 */
function useTallerThan(foldAt: number | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const [taller, setTaller] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (foldAt === undefined || !element) return;
    const observer = new ResizeObserver(([entry]) => setTaller((entry?.contentRect.height ?? 0) > foldAt));
    observer.observe(element);
    return () => observer.disconnect();
  }, [foldAt]);
  return { ref, taller };
}

/**
 * Every piece of stored rich text (descriptions, instructions, ...) is drawn here and nowhere else. It is put into
 * the page as it is: the server sanitized it when it was written (server/text/richText.ts, DESIGN §3), down to the
 * markup of core/rules/richTextMarkup.ts, which holds nothing that runs.
 */
export function RichText({ html, label, foldAt, ...props }: RichTextProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { ref, taller: folds } = useTallerThan(foldAt);
  const folded = folds && !open;
  return (
    <div>
      <Box
        id={id}
        mah={folded ? foldAt : undefined}
        // The folded text fades out, so a line cut in half reads as "there is more".
        style={{
          overflow: 'hidden',
          maskImage: folded ? 'linear-gradient(#000 60%, transparent)' : undefined,
        }}
      >
        <Typography
          {...props}
          ref={ref}
          className={classes.root}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server when written (see above).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </Box>
      {folds && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={open}
          aria-controls={id}
          aria-label={`${open ? 'Show less' : 'Show more'} of ${label}`}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Show less' : 'Show more'}
        </Anchor>
      )}
    </div>
  );
}
