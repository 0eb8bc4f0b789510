import { describe, expect, it } from 'vitest';
import { placeholderColour } from './courseVisuals';

describe('course card visuals', () => {
  it('a course keeps its placeholder colour, and courses do not all share one', () => {
    expect(placeholderColour('course-a')).toBe(placeholderColour('course-a'));
    const colours = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => placeholderColour(`course-${id}`)),
    );
    expect(colours.size).toBeGreaterThan(1);
  });
});
