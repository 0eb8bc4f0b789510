import { Box, Center, Image, Text } from '@mantine/core';
import { useState } from 'react';
import type { CourseSummary } from '../../../core/schemas/courses';
import { initials } from '../../components/initials';
import { placeholderColour } from './courseVisuals';

type Course = Pick<CourseSummary, '_id' | 'name' | 'image'>;

/**
 * The course picture, or a coloured panel with the course's initials when it has none (or it fails to load).
 * Punctuation is left out of the initials ('Web Design (template)' reads WT). Decorative: the course name is
 * always written next to it. The server's address changes with every change of the course, so a new picture
 * shows at once.
 */
export function CourseImage({ course, height, radius }: { course: Course; height: number; radius?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = course.image;
  if (src && failed !== src) {
    return <Image src={src} alt="" h={height} fit="cover" radius={radius} onError={() => setFailed(src)} />;
  }
  const colour = placeholderColour(course._id);
  return (
    <Box h={height} bg={`${colour}.8`} style={{ borderRadius: radius && `var(--mantine-radius-${radius})` }}>
      <Center h="100%" aria-hidden="true">
        <Text c="white" fw={700} fz={Math.max(16, Math.round(height / 3))} style={{ letterSpacing: 1 }}>
          {initials(course.name.replace(/[^\p{L}\p{N}\s]+/gu, ' '))}
        </Text>
      </Center>
    </Box>
  );
}
