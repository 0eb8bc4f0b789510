/**
 * An id for a new thing while it is being edited (a rubric criterion, a group, a question). Not
 * `crypto.randomUUID`: browsers give it only to secure pages, and a school may serve the app over plain http on its
 * own network.
 */
export function newDraftId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
