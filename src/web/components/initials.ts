/** Two letters for an avatar: first and last name initials, or the start of a single name. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1) ?? '') : '';
  return (last ? `${first.charAt(0)}${last.charAt(0)}` : first.slice(0, 2) || '?').toUpperCase();
}
