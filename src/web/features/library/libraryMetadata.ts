/** What a teacher fills in before adding files to the library (issue 14). */
export interface LibraryForm {
  title: string;
  description: string;
  sectorId: string | null;
  courseCodeId: string | null;
}

export const EMPTY_LIBRARY_FORM: LibraryForm = {
  title: '',
  description: '',
  sectorId: null,
  courseCodeId: null,
};

/**
 * The tus metadata of a library upload: the entry's fields beside the purpose, trimmed; what is left empty is left
 * out (tus metadata has only strings, and the server reads an absent sector or course code as none).
 */
export function libraryUploadMetadata(form: LibraryForm): Record<string, string> {
  const fields: Record<string, string | null> = {
    purpose: 'library',
    title: form.title.trim(),
    description: form.description.trim(),
    sectorId: form.sectorId,
    courseCodeId: form.courseCodeId,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** Whether a remove button is shown: to the teacher who added the document, and to administrators. */
export function canChangeLibraryDocument(
  document: { file: { uploader: { _id: string } } },
  viewer: { userId: string | null; isAdmin: boolean },
): boolean {
  return viewer.isAdmin || (viewer.userId !== null && document.file.uploader._id === viewer.userId);
}
