import { eq } from 'drizzle-orm';
import {
  CVQ_IMPORT_MAX_CHARS,
  CVQ_IMPORT_MAX_ROWS,
  type ExistingStructure,
  missingStructureColumns,
  outcomeKey,
  planStructureImport,
} from '../../../core/rules/cvqStructureImport';
import { countImportOutcomes } from '../../../core/rules/importOutcomes';
import type { StructureImportReport } from '../../../core/schemas/qualifications';
import type { Db } from '../../db/client';
import { cvqOutcomes, cvqUnits } from '../../db/schema';
import type { ServiceContext } from '../../platform/context';
import { readImportCsv } from '../../platform/importCsv';
import { inTransaction } from '../../platform/transaction';
import { findCvq } from './structure';

/**
 * Issue 35: a qualification's structure from a CSV file (one outcome per row, with its unit), as the people import
 * does it (modules/admin/userImport.ts): the preview says what each row would do and writes nothing; the commit
 * decides again inside one transaction against the structure as it is then and writes every valid row together.
 */

type Cells = Partial<Record<string, string>>;

const parseCsv = (csv: string): Cells[] =>
  readImportCsv(csv, {
    maxChars: CVQ_IMPORT_MAX_CHARS,
    maxRows: CVQ_IMPORT_MAX_ROWS,
    missingColumns: missingStructureColumns,
  });

async function existingStructure(db: Db, cvqId: string) {
  const units = await db.select().from(cvqUnits).where(eq(cvqUnits.cvqId, cvqId));
  const outcomes = await db
    .select({
      unitId: cvqOutcomes.unitId,
      code: cvqOutcomes.code,
      text: cvqOutcomes.text,
      evidence: cvqOutcomes.evidence,
    })
    .from(cvqOutcomes)
    .innerJoin(cvqUnits, eq(cvqUnits.id, cvqOutcomes.unitId))
    .where(eq(cvqUnits.cvqId, cvqId));
  const unitById = new Map(units.map((u) => [u.id, u]));
  const structure: ExistingStructure = {
    units: new Map(units.map((u) => [u.code, u.title])),
    outcomes: new Map(
      outcomes.map((o) => [
        outcomeKey(unitById.get(o.unitId)!.code, o.code),
        { text: o.text, evidence: o.evidence },
      ]),
    ),
  };
  return { structure, units };
}

export async function previewStructureImport(
  db: Db,
  cvqId: string,
  csv: string,
): Promise<StructureImportReport> {
  await findCvq(db, cvqId);
  const rows = parseCsv(csv);
  const planned = planStructureImport(rows, (await existingStructure(db, cvqId)).structure);
  return { committed: false, counts: countImportOutcomes(planned), rows: planned };
}

export async function commitStructureImport(
  ctx: ServiceContext,
  cvqId: string,
  csv: string,
): Promise<StructureImportReport> {
  await findCvq(ctx.db, cvqId);
  const rows = parseCsv(csv);
  return inTransaction(ctx, async (tx) => {
    const { structure, units } = await existingStructure(tx, cvqId);
    const planned = planStructureImport(rows, structure);
    const unitIds = new Map(units.map((u) => [u.code.toLowerCase(), u.id]));
    let nextUnit = units.length;
    const nextOutcome = new Map<string, number>();
    for (const row of planned) {
      if (row.outcome === 'refused' || row.outcome === 'unchanged') continue;
      const unitKey = row.unitCode.toLowerCase();
      let unitId = unitIds.get(unitKey);
      if (!unitId) {
        const [made] = await tx
          .insert(cvqUnits)
          .values({ cvqId, code: row.unitCode, title: row.unitTitle, position: nextUnit++ })
          .returning({ id: cvqUnits.id });
        unitId = made!.id;
        unitIds.set(unitKey, unitId);
      } else await tx.update(cvqUnits).set({ title: row.unitTitle }).where(eq(cvqUnits.id, unitId));
      if (row.outcome === 'update') {
        const [known] = (await tx.select().from(cvqOutcomes).where(eq(cvqOutcomes.unitId, unitId))).filter(
          (o) => o.code.toLowerCase() === row.outcomeCode.toLowerCase(),
        );
        await tx
          .update(cvqOutcomes)
          .set({ text: row.outcomeText, evidence: row.evidence })
          .where(eq(cvqOutcomes.id, known!.id));
      } else {
        const position =
          nextOutcome.get(unitId) ?? (await tx.$count(cvqOutcomes, eq(cvqOutcomes.unitId, unitId)));
        nextOutcome.set(unitId, position + 1);
        await tx
          .insert(cvqOutcomes)
          .values({ unitId, code: row.outcomeCode, text: row.outcomeText, evidence: row.evidence, position });
      }
    }
    return { committed: true, counts: countImportOutcomes(planned), rows: planned };
  });
}
