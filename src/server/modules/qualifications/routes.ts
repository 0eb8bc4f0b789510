import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { cvqCalls, portfolioCalls } from '../../../core/contracts/qualifications';
import { countOf } from '../../../core/rules/countOf';
import { isAdmin } from '../../platform/actor';
import { ok } from '../../platform/reply';
import { serve } from '../../platform/serveContract';
import { assessOutcome, certify, courseSummary } from './assessment';
import { readDescription, saveDescription } from './description';
import { addEvidence, gradedWorkOf, removeEvidence } from './evidence';
import { studentsTaughtBy } from './policy';
import { portfolioPdf } from './portfolioPdf';
import {
  cvqDetails,
  openPortfolio,
  portfolioDetails,
  portfoliosOfStudent,
  portfoliosOfStudents,
} from './portfolios';
import { loadStructure, removeOutcome, removeUnit, saveOutcome, saveUnit } from './structure';
import { commitStructureImport, previewStructureImport } from './structureImport';

/** Issue 35: qualifications, their structure, students' portfolios, assessment and certification. */
export async function qualificationRoutes(app: FastifyInstance) {
  const c = cvqCalls;
  serve(app, c.structure, async ({ ctx, params }) => ok(await loadStructure(ctx.db, params.cvqId)));
  serve(app, c.saveUnit, async ({ ctx, body }) => ok(await saveUnit(ctx.db, body), {}, 'The unit is saved.'));
  serve(app, c.removeUnit, async ({ ctx, body }) => {
    await removeUnit(ctx.db, body.unitId);
    return ok(undefined, {}, 'The unit is removed.');
  });
  serve(app, c.saveOutcome, async ({ ctx, body }) =>
    ok(await saveOutcome(ctx.db, body), {}, 'The outcome is saved.'),
  );
  serve(app, c.removeOutcome, async ({ ctx, body }) => {
    await removeOutcome(ctx.db, body.outcomeId);
    return ok(undefined, {}, 'The outcome is removed.');
  });
  serve(app, c.importPreview, async ({ ctx, body }) => {
    const report = await previewStructureImport(ctx.db, body.cvqId, body.csv);
    const { create, update, refused } = report.counts;
    return ok(report, {}, `${create} to add, ${update} to change, ${refused} refused. Nothing is saved yet.`);
  });
  serve(app, c.importCommit, async ({ ctx, body }) => {
    const report = await commitStructureImport(ctx, body.cvqId, body.csv);
    const { create, update, refused } = report.counts;
    return ok(report, {}, `${countOf(create, 'outcome')} added, ${update} changed, ${refused} refused.`);
  });

  const p = portfolioCalls;
  serve(app, p.list, async ({ ctx, resolved }) => ok(await portfoliosOfStudent(ctx.db, resolved.userId)));
  serve(app, p.taught, async ({ ctx, caller }) =>
    ok(
      await portfoliosOfStudents(
        ctx.db,
        isAdmin(caller) ? 'all' : [...(await studentsTaughtBy(ctx.db, caller.id))],
      ),
    ),
  );
  serve(app, p.open, async ({ ctx, caller, body }) =>
    ok(await openPortfolio(ctx.db, caller, body.studentId, body.cvqId), {}, 'The portfolio is open.'),
  );
  serve(app, p.cvqDetails, async ({ ctx, resolved }) => ok(await cvqDetails(ctx.db, resolved.portfolio)));
  serve(app, p.details, async ({ ctx, resolved }) => ok(await portfolioDetails(ctx.db, resolved)));
  serve(app, p.pdf, async ({ ctx, resolved, reply }) => {
    const details = await portfolioDetails(ctx.db, resolved);
    const pdf = await portfolioPdf(details, await cvqDetails(ctx.db, resolved.portfolio));
    return reply
      .type('application/pdf')
      .header(
        'Content-Disposition',
        contentDisposition(`Portfolio - ${details.student.fullName} - ${details.cvq.code}.pdf`),
      )
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
  serve(app, p.gradedWork, async ({ ctx, resolved }) =>
    ok(await gradedWorkOf(ctx.db, resolved.portfolio.studentId)),
  );
  serve(app, p.addEvidence, async ({ ctx, resolved, body }) =>
    ok(await addEvidence(ctx.db, resolved.portfolio, body), {}, 'The evidence is added.'),
  );
  serve(app, p.removeEvidence, async ({ ctx, resolved, body }) => {
    await removeEvidence(ctx.db, resolved.portfolio, body.evidenceId);
    return ok(undefined, {}, 'The evidence is removed from your portfolio.');
  });
  serve(app, p.assess, async ({ ctx, caller, resolved, body }) =>
    ok(await assessOutcome(ctx, caller, resolved.portfolio, body), {}, 'The assessment is saved.'),
  );
  serve(app, p.certify, async ({ ctx, caller, resolved }) => {
    await certify(ctx, caller, resolved.portfolio);
    return ok(undefined, {}, 'The student is certified.');
  });
  serve(app, p.summary, async ({ ctx, params }) => ok(await courseSummary(ctx.db, params.courseId)));
  serve(app, p.personalDescription, async ({ ctx, caller, params }) =>
    ok(await readDescription(ctx.db, caller, params.userName)),
  );
  serve(app, p.savePersonalDescription, async ({ ctx, caller, body }) => {
    await saveDescription(ctx.db, caller, body.text, ctx.clock.now());
    return ok(undefined, {}, 'Your personal description is saved.');
  });
}
