import { z } from 'zod';
import { okReply } from './reply';

/**
 * A teacher's annotations on a handed-in PDF or picture (issue 37): a highlight (a rectangle), a comment (a pin
 * with text) or a drawing (a freehand path), on one page of one file of the work (page 1 for a picture). Positions
 * are fractions of the page's width and height, 0 to 1, so they sit in the same place at any zoom.
 */
export const ANNOTATION_LIMITS = {
  commentMaxChars: 1000,
  drawingMaxPoints: 500,
  /** More pages than any handed-in PDF has; only a bound on hostile input. */
  pageMax: 100000,
} as const;

export const ANNOTATION_KINDS = ['highlight', 'comment', 'drawing'] as const;
export type AnnotationKind = (typeof ANNOTATION_KINDS)[number];

const id = z.string().min(1).max(64);

const fraction = (axis: string) =>
  z
    .number({ error: `${axis}: a number from 0 to 1.` })
    .min(0, `${axis}: outside the page (0 to 1).`)
    .max(1, `${axis}: outside the page (0 to 1).`);

const point = z.object({ x: fraction('x'), y: fraction('y') });
export type PagePoint = z.infer<typeof point>;

const commentText = z
  .string()
  .trim()
  .min(1, 'Write the comment.')
  .max(
    ANNOTATION_LIMITS.commentMaxChars,
    `A comment has at most ${ANNOTATION_LIMITS.commentMaxChars.toLocaleString('en')} characters.`,
  );

const highlight = z
  .object({
    kind: z.literal('highlight'),
    x: fraction('x'),
    y: fraction('y'),
    width: fraction('Width').refine((width) => width > 0, 'A highlight needs a width.'),
    height: fraction('Height').refine((height) => height > 0, 'A highlight needs a height.'),
  })
  .refine((box) => box.x + box.width <= 1 && box.y + box.height <= 1, {
    message: 'The highlight reaches outside the page.',
  });

const comment = z.object({
  kind: z.literal('comment'),
  x: fraction('x'),
  y: fraction('y'),
  text: commentText,
});

const drawing = z.object({
  kind: z.literal('drawing'),
  points: z
    .array(point)
    .min(2, 'A drawing needs at least two points.')
    .max(
      ANNOTATION_LIMITS.drawingMaxPoints,
      `A drawing has at most ${ANNOTATION_LIMITS.drawingMaxPoints} points.`,
    ),
});

/** What is drawn, and where: one of the three kinds. */
export const annotationShape = z.discriminatedUnion('kind', [highlight, comment, drawing]);
export type AnnotationShape = z.infer<typeof annotationShape>;

export const annotationSchema = z.object({
  _id: z.string(),
  fileId: z.string(),
  page: z.number().int(),
  shape: annotationShape,
  /** Null once the teacher's account is gone. */
  author: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type Annotation = z.infer<typeof annotationSchema>;

export const annotationListParams = z.object({ assessmentId: id });

export const addAnnotationBody = z.object({
  assessmentId: id,
  /** One of the submission's own files. */
  fileId: id,
  page: z
    .number({ error: 'Page: a whole number from 1.' })
    .int('Page: a whole number from 1.')
    .min(1, 'Page: a whole number from 1.')
    .max(ANNOTATION_LIMITS.pageMax, 'Page: no such page.'),
  shape: annotationShape,
});

export const changeAnnotationBody = z.object({ assessmentId: id, annotationId: id, text: commentText });
export const removeAnnotationBody = z.object({ assessmentId: id, annotationId: id });

export const annotationListReply = okReply({ data: z.array(annotationSchema) });
export const annotationReply = okReply({ data: annotationSchema });
