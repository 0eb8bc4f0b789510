import type { ModuleSummary, ProgressLine, UnitProgress } from '../../../core/schemas/selfLearning';

/** Where a student stands in one module, as the unit's page shows it. */
export type ModuleStanding = 'complete' | 'started' | 'open' | 'locked';

export interface ModuleLine {
  module: ModuleSummary;
  line: ProgressLine | null;
  standing: ModuleStanding;
  /** Why a locked module is locked: the module to finish first. */
  waitsFor: string | null;
}

/**
 * The unit's modules in order with the student's standing in each (issue 39): the server says which may be opened
 * (`openModuleIds`, the prerequisites it holds itself); a locked module names the module before it, which must be
 * completed first.
 */
export function moduleLines(
  unit: Pick<UnitProgress, 'modules' | 'progress' | 'openModuleIds'>,
): ModuleLine[] {
  const ordered = [...unit.modules].sort((a, b) => a.position - b.position);
  const open = new Set(unit.openModuleIds);
  return ordered.map((module, index) => {
    const line = unit.progress.find((entry) => entry.moduleId === module._id) ?? null;
    const standing: ModuleStanding =
      line?.state === 'complete' ? 'complete' : !open.has(module._id) ? 'locked' : line ? 'started' : 'open';
    return {
      module,
      line,
      standing,
      waitsFor: standing === 'locked' ? (ordered[index - 1]?.title ?? null) : null,
    };
  });
}

/** How many of the unit's modules are complete, and the share in percent. */
export function unitDone(lines: readonly ModuleLine[]): { done: number; total: number; percent: number } {
  const done = lines.filter((entry) => entry.standing === 'complete').length;
  const total = lines.length;
  return { done, total, percent: total ? Math.round((100 * done) / total) : 0 };
}
