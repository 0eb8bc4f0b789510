import { describe, expect, it } from 'vitest';
import { CALENDAR_COLOURS, PAST_COLOUR } from './calendarColour';
import {
  AA_TEXT_CONTRAST,
  contrastRatio,
  type Ink,
  parseColour,
  readableTextColour,
  relativeLuminance,
} from './textContrast';

// WCAG 2.2 glossary "relative luminance" and "contrast ratio"; the reference values are those of the W3C
// formula, to two decimals.
describe('contrastRatio (WCAG 2.2)', () => {
  const cases: Array<[string, string, number]> = [
    ['black', 'white', 21],
    ['white', 'white', 1],
    ['#777', 'white', 4.48],
    ['green', 'black', 4.09],
    ['green', 'white', 5.14],
    ['grey', 'black', 5.32],
  ];
  it.each(cases)('%s on %s is %s:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 2);
  });

  it('reads names in any case and short hex', () => {
    expect(parseColour('DarkKhaki')).toEqual([189, 183, 107]);
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(relativeLuminance('white')).toBe(1);
    expect(() => parseColour('rebeccapurple')).toThrow('Unknown colour');
  });
});

// SPEC §4 "Calendar colours": every event colour, and the grey of past items, carries text that passes WCAG AA.
describe('readableTextColour on the SPEC §4 calendar colours', () => {
  const cases: Array<[string, string, Ink]> = [
    ['lecture', CALENDAR_COLOURS.lecture, 'black'],
    ['project', CALENDAR_COLOURS.project, 'black'],
    ['assignment', CALENDAR_COLOURS.assignment, 'black'],
    ['lab', CALENDAR_COLOURS.lab, 'black'],
    ['test', CALENDAR_COLOURS.test, 'black'],
    ['exam', CALENDAR_COLOURS.exam, 'black'],
    ['consult', CALENDAR_COLOURS.consult, 'black'],
    ['TeamMeeting', CALENDAR_COLOURS.TeamMeeting, 'white'],
    ['discussion', CALENDAR_COLOURS.discussion, 'black'],
    ['past', PAST_COLOUR, 'black'],
  ];
  it.each(cases)('%s (%s) takes %s text, at least 4.5:1', (_category, background, ink) => {
    expect(readableTextColour(background)).toBe(ink);
    expect(contrastRatio(background, ink)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('turns to white text on a dark colour and black on a light one', () => {
    expect(readableTextColour('#1a1a1a')).toBe('white');
    expect(readableTextColour('#f0f0f0')).toBe('black');
  });
});
