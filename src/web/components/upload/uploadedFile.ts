/** The stored file an upload's last answer names (`{ data: { _id, name } }`), or null for any other answer. */
export const uploadedFile = (response: unknown): { _id: string; name: string } | null => {
  const data = (response as { data?: { _id?: unknown; name?: unknown } } | null)?.data;
  return typeof data?._id === 'string' && typeof data.name === 'string'
    ? { _id: data._id, name: data.name }
    : null;
};
