import { z } from 'zod';
import { IMPORT_OUTCOMES } from '../rules/importOutcomes';

export const importOutcomeSchema = z.enum(IMPORT_OUTCOMES);

/** The report of an import's preview or commit: the rows with their outcome, and how many came to each. */
export const importReportOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    /** False for a preview: nothing was written. */
    committed: z.boolean(),
    counts: z.object({
      create: z.number().int(),
      update: z.number().int(),
      unchanged: z.number().int(),
      refused: z.number().int(),
    }),
    rows: z.array(row),
  });
