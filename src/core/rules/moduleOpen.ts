/**
 * Issue 39: which modules of a self-learning unit a student may open. In a unit taken in order (`sequential`), a
 * module opens once every module before it is complete; otherwise all are open. Removed modules are left out of
 * both the order and the count. The next step offered is the first open module not yet complete; the unit is
 * complete when it has modules and every one is complete.
 */

export interface ModuleState {
  id: string;
  title: string;
  complete: boolean;
  removed?: boolean;
}

const present = (modules: readonly ModuleState[]) => modules.filter((module) => !module.removed);

/** The first module before `moduleId` that is not complete (what a unit in order waits for), or null. */
export function blockingModule(
  modules: readonly ModuleState[],
  sequential: boolean,
  moduleId: string,
): ModuleState | null {
  if (!sequential) return null;
  const list = present(modules);
  const index = list.findIndex((module) => module.id === moduleId);
  if (index < 0) return null;
  return list.slice(0, index).find((module) => !module.complete) ?? null;
}

/** The ids of the modules the student may open now, in order. */
export function openModuleIds(modules: readonly ModuleState[], sequential: boolean): string[] {
  return present(modules)
    .filter((module) => blockingModule(modules, sequential, module.id) === null)
    .map((module) => module.id);
}

/** The step to offer: the first open module not complete; null when there is none. */
export function nextModuleId(modules: readonly ModuleState[], sequential: boolean): string | null {
  const open = new Set(openModuleIds(modules, sequential));
  return present(modules).find((module) => open.has(module.id) && !module.complete)?.id ?? null;
}

export function unitComplete(modules: readonly ModuleState[]): boolean {
  const list = present(modules);
  return list.length > 0 && list.every((module) => module.complete);
}
