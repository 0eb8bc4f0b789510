/** The name a person is shown by: their full name, or their username when they gave none. */
export const personName = (person: { fullName?: string | null; username: string }): string =>
  person.fullName || person.username;
