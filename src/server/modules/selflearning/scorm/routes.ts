import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { scormCalls } from '../../../../core/contracts/selfLearning';
import { ok } from '../../../platform/reply';
import { serve } from '../../../platform/serveContract';
import { commitRuntime } from './commit';
import { addPackageModule, launchPackage } from './packages';
import { PACKAGE_UPLOAD_LIMITS, readPackageUpload } from './packageUpload';

/**
 * SCORM packages (issue 39): upload one as a unit's module, launch it on the content origin, commit what it
 * reports. The upload alone reads a multipart form, so `@fastify/multipart` is registered for it alone.
 */
export async function scormRoutes(app: FastifyInstance) {
  serve(app, scormCalls.scormLaunch, async ({ ctx, caller, resolved, request }) =>
    ok(await launchPackage(ctx, resolved, caller.id, request)),
  );
  serve(app, scormCalls.scormCommit, async ({ ctx, resolved, body }) =>
    ok(await commitRuntime(ctx, resolved, body.session, body.cmi)),
  );
  await app.register(async (forms) => {
    await forms.register(multipart, { limits: PACKAGE_UPLOAD_LIMITS });
    serve(forms, scormCalls.uploadPackage, async ({ ctx, caller, resolved, request }) => {
      const module = await addPackageModule(ctx, resolved.item, await readPackageUpload(request), caller.id);
      return ok(module, {}, `The package “${module.title}” is added as the unit’s last module.`);
    });
  });
}
