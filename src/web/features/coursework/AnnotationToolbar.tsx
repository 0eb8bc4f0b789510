import { Button, Group } from '@mantine/core';
import type { AnnotationTool } from './AnnotationLayer';

const TOOLS: { tool: AnnotationTool | null; label: string; hint: string }[] = [
  { tool: null, label: 'Select', hint: 'Read the page: select text, scroll' },
  { tool: 'highlight', label: 'Highlight', hint: 'Drag over the page to highlight' },
  { tool: 'comment', label: 'Comment', hint: 'Click the page where the comment goes' },
  { tool: 'drawing', label: 'Draw', hint: 'Draw on the page with the pointer' },
];

/** The teacher's annotation tools (issue 37): one pressed at a time; Select leaves the page to reading. */
export function AnnotationToolbar({
  tool,
  onTool,
}: {
  tool: AnnotationTool | null;
  onTool: (tool: AnnotationTool | null) => void;
}) {
  return (
    <Group gap={4} role="toolbar" aria-label="Annotation tools">
      {TOOLS.map((choice) => (
        <Button
          key={choice.label}
          size="xs"
          variant={tool === choice.tool ? 'filled' : 'default'}
          aria-pressed={tool === choice.tool}
          title={choice.hint}
          onClick={() => onTool(choice.tool)}
        >
          {choice.label}
        </Button>
      ))}
    </Group>
  );
}
