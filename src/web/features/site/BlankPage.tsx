/** SPEC §2 /blank: an intentionally empty page (a neutral target, e.g. for embedded views). */
export default function BlankPage() {
  return null;
}
